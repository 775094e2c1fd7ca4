public class LongShortByte {
    public static void main(String[] args) {
        long[] vals = {0L, -1L, 1L << 40, Long.MAX_VALUE, Long.MIN_VALUE, 0x0123456789ABCDEFL, -123456789012345L};
        for (long v : vals) {
            System.out.println(v + ": bin=" + Long.toBinaryString(v) + " hex=" + Long.toHexString(v)
                + " oct=" + Long.toOctalString(v) + " bits=" + Long.bitCount(v) + " rev=" + Long.reverse(v)
                + " revB=" + Long.reverseBytes(v) + " hi=" + Long.highestOneBit(v) + " lo=" + Long.lowestOneBit(v)
                + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v)
                + " u=" + Long.toUnsignedString(v) + " h=" + Long.hashCode(v) + " rot=" + Long.rotateLeft(v, 17));
        }
        System.out.println(Long.parseLong("-9223372036854775808") + " " + Long.parseLong("7fffffffffffffff", 16));
        System.out.println(Long.parseUnsignedLong("18446744073709551615") + " " + Long.toUnsignedString(-2L, 36));
        System.out.println(Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10) + " " + Long.compareUnsigned(-1L, 0L));
        System.out.println(Long.divideUnsigned(100L, 7) + " " + Long.remainderUnsigned(100L, 7));
        System.out.println(Long.toString(-255L, 16) + " " + Long.valueOf(127).equals(127L) + " " + Long.valueOf(127).equals(127));
        System.out.println(Long.decode("#FF") + " " + Long.decode("-0x10") + " " + Long.signum(-99L));
        try {
            Long.parseLong("9223372036854775808");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        try {
            Long.parseLong("12L");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        short[] shorts = {0, -1, Short.MAX_VALUE, Short.MIN_VALUE, 0x1234};
        for (short s : shorts) {
            System.out.println("short " + s + " revB=" + Short.reverseBytes(s) + " u=" + Short.toUnsignedInt(s)
                + " ul=" + Short.toUnsignedLong(s) + " h=" + Short.hashCode(s) + " str=" + Short.toString(s));
        }
        System.out.println(Short.parseShort("-32768") + " " + Short.parseShort("7fff", 16) + " " + Short.compare((short) 1, (short) -1) + " " + Short.decode("0x7F"));
        try {
            Short.parseShort("32768");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        byte[] bytes = {0, -1, Byte.MAX_VALUE, Byte.MIN_VALUE, 0x5A};
        for (byte b : bytes) {
            System.out.println("byte " + b + " u=" + Byte.toUnsignedInt(b) + " ul=" + Byte.toUnsignedLong(b) + " h=" + Byte.hashCode(b));
        }
        System.out.println(Byte.parseByte("-128") + " " + Byte.parseByte("7f", 16) + " " + Byte.compare((byte) 5, (byte) -5) + " " + Byte.valueOf((byte) 3));
        try {
            Byte.parseByte("200");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        Short sh = 300;
        Byte by = (byte) 200;
        System.out.println(sh.byteValue() + " " + by.intValue() + " " + by.shortValue() + " " + sh.compareTo((short) 299));
        System.out.println(Long.MAX_VALUE + 1 + " " + (Long.MIN_VALUE - 1) + " " + Long.SIZE + " " + Short.SIZE + " " + Byte.SIZE);
        System.out.println((byte) 0x80 + " " + (short) 0x18000 + " " + (byte) 255 + " " + (char) 65 + " " + (int) (char) -1);
        Long boxed = 1000L;
        System.out.println(boxed.intValue() + " " + boxed.doubleValue() + " " + boxed.compareTo(999L) + " " + Long.sum(1, 2) + " " + Long.max(-5, 5));
    }
}
