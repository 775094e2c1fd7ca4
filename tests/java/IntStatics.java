public class IntStatics {
    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 7, 100, -100, 0x12345678, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x80000001};
        for (int v : vals) {
            System.out.println(v + ": bin=" + Integer.toBinaryString(v) + " oct=" + Integer.toOctalString(v)
                + " hex=" + Integer.toHexString(v) + " bits=" + Integer.bitCount(v)
                + " rev=" + Integer.reverse(v) + " revB=" + Integer.reverseBytes(v)
                + " hi=" + Integer.highestOneBit(v) + " lo=" + Integer.lowestOneBit(v)
                + " nlz=" + Integer.numberOfLeadingZeros(v) + " ntz=" + Integer.numberOfTrailingZeros(v)
                + " sig=" + Integer.signum(v) + " rotl3=" + Integer.rotateLeft(v, 3) + " rotr5=" + Integer.rotateRight(v, 5)
                + " u=" + Integer.toUnsignedString(v) + " ul=" + Integer.toUnsignedLong(v));
        }
        System.out.println(Integer.parseInt("-ff", 16) + " " + Integer.parseInt("777", 8) + " " + Integer.parseInt("zz", 36)
            + " " + Integer.parseInt("+42") + " " + Integer.parseInt("-2147483648") + " " + Integer.valueOf("1010", 2));
        System.out.println(Integer.toString(255, 2) + " " + Integer.toString(-255, 16) + " " + Integer.toString(35, 36) + " " + Integer.toString(10, 99));
        System.out.println(Integer.parseUnsignedInt("4294967295") + " " + Integer.parseUnsignedInt("ffffffff", 16));
        System.out.println(Integer.compareUnsigned(-1, 1) + " " + Integer.compare(-1, 1) + " " + Integer.compareUnsigned(5, 5));
        System.out.println(Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Integer.divideUnsigned(-8, -2));
        System.out.println(Integer.toUnsignedString(-1, 16) + " " + Integer.toUnsignedString(-16, 2));
        System.out.println(Integer.decode("0x1F") + " " + Integer.decode("-#10") + " " + Integer.decode("010") + " " + Integer.decode("0"));
        System.out.println(Integer.max(3, 9) + " " + Integer.min(3, 9) + " " + Integer.sum(3, 9));
        System.out.println(Integer.hashCode(-5) + " " + Integer.valueOf(77).hashCode());
        String[] bad = {"", "-", "+", "12a", "2147483648", "-2147483649", " 1", "0x10", "1_000"};
        for (String b : bad) {
            try {
                System.out.println("parsed " + Integer.parseInt(b));
            } catch (NumberFormatException e) {
                System.out.println("NFE " + e.getMessage());
            }
        }
        try {
            Integer.parseInt("12", 40);
        } catch (NumberFormatException e) {
            System.out.println("NFE radix " + e.getMessage());
        }
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            System.out.println("NFE null " + e.getMessage());
        }
        try {
            Integer.parseUnsignedInt("-1");
        } catch (NumberFormatException e) {
            System.out.println("NFE unsigned " + e.getMessage());
        }
        try {
            Integer.decode("0xZZ");
        } catch (NumberFormatException e) {
            System.out.println("NFE decode " + e.getMessage());
        }
        System.out.println(Integer.MAX_VALUE + 1);
        System.out.println(Integer.SIZE + " " + Integer.BYTES);
        Integer a = 5, b = 7;
        System.out.println(a.compareTo(b) + " " + b.compareTo(a) + " " + a.equals(5) + " " + a.equals(5L));
        System.out.println(a.doubleValue() + " " + a.floatValue() + " " + a.longValue() + " " + a.byteValue() + " " + Integer.valueOf(300).byteValue());
        System.out.println(Integer.getInteger("no.such.prop") + " " + Integer.getInteger("no.such.prop", 9));
    }
}
