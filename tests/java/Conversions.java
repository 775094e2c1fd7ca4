public class Conversions {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.4, 0.5, 0.6, 1.5, -1.5, 2.5, -2.5, 2.9999999, -2.9999999, 1e9, 2147483647.0,
            2147483647.5, 2147483648.0, -2147483648.0, -2147483648.9, -2147483649.0, 3e9, -3e9, 5e17, 9.0e18, 9.3e18,
            -9.3e18, 1e300, -1e300, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, Double.MAX_VALUE, 65535.9, 65536.0, 32767.5, -32768.9, 127.9, 128.0, -129.0, 255.5, 1e-300};
        System.out.println("== double -> int/long/short/byte/char/float ==");
        for (double d : ds) {
            int i = (int) d;
            long l = (long) d;
            short s = (short) d;
            byte b = (byte) d;
            char c = (char) d;
            float f = (float) d;
            System.out.println(d + " -> int " + i + ", long " + l + ", short " + s + ", byte " + b + ", char " + (int) c + ", float " + f);
        }
        float[] fs = {0.0f, -0.0f, 0.5f, -0.5f, 1.7f, -1.7f, 16777216f, 16777217f, 2.14748365E9f, 3e9f, -3e9f,
            9.223372E18f, 1e20f, -1e20f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
            Float.MIN_VALUE, Float.MAX_VALUE, 70000.25f};
        System.out.println("== float -> int/long/short/byte/char/double ==");
        for (float f : fs) {
            System.out.println(f + " -> int " + (int) f + ", long " + (long) f + ", short " + (short) f + ", byte " + (byte) f
                + ", char " + (int) (char) f + ", double " + (double) f);
        }
        System.out.println("== int -> narrower ==");
        int[] is = {0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536, 70000, -70000,
            Integer.MAX_VALUE, Integer.MIN_VALUE, 0x12345678, 0xABCDEF01};
        for (int i : is) {
            System.out.println(i + " -> byte " + (byte) i + ", short " + (short) i + ", char " + (int) (char) i
                + ", float " + (float) i + ", double " + (double) i + ", long " + (long) i);
        }
        System.out.println("== long -> others ==");
        long[] ls = {0L, -1L, 1L << 24, (1L << 24) + 1, 1L << 53, (1L << 53) + 1, Long.MAX_VALUE, Long.MIN_VALUE,
            123456789012345678L, -98765432109876543L, 4294967295L, 4294967296L + 5};
        for (long l : ls) {
            System.out.println(l + " -> int " + (int) l + ", short " + (short) l + ", byte " + (byte) l + ", char " + (int) (char) l
                + ", float " + (float) l + ", double " + (double) l);
        }
        System.out.println("== int -> float precision ==");
        for (int i = 16777210; i < 16777222; i++) {
            float f = i;
            System.out.println(i + " " + f + " " + (int) f + " " + (i == (int) f));
        }
        int big = 123456789;
        float fbig = big;
        System.out.println(big - (int) fbig);
        System.out.println("== char conversions ==");
        char c = 'A';
        int ci = c;
        System.out.println(ci);
        System.out.println((char) (c + 1));
        System.out.println(c + 1);
        System.out.println((char) 97);
        System.out.println((int) '\u00e9');
        System.out.println((short) '\uffff');
        System.out.println((byte) '\u0141');
        char fromNeg = (char) -1;
        System.out.println((int) fromNeg);
        System.out.println("== boxing conversions ==");
        Integer boxed = 42;
        long widened = boxed;
        double dw = boxed;
        System.out.println(widened + " " + dw);
        Object o = 3.0f;
        System.out.println(o.getClass().getName() + " " + o);
        Object o2 = 'x';
        System.out.println(o2.getClass().getName() + " " + o2);
        Object o3 = (byte) 5;
        System.out.println(o3.getClass().getName() + " " + o3);
        Object o4 = (short) -5;
        System.out.println(o4.getClass().getName() + " " + o4);
        Object o5 = 5L;
        System.out.println(o5.getClass().getName() + " " + o5);
        System.out.println("== Number methods ==");
        Double dd = 3.99;
        System.out.println(dd.intValue() + " " + dd.longValue() + " " + dd.floatValue() + " " + dd.shortValue() + " " + dd.byteValue());
        Integer ii = 300;
        System.out.println(ii.byteValue() + " " + ii.shortValue() + " " + ii.doubleValue() + " " + ii.floatValue() + " " + ii.longValue());
        Long ll = -5000000000L;
        System.out.println(ll.intValue() + " " + ll.doubleValue());
        Float ff = Float.NaN;
        System.out.println(ff.intValue() + " " + ff.longValue() + " " + ff.isNaN());
        System.out.println("== parse ==");
        System.out.println(Integer.parseInt("-123") + Integer.parseInt("+77"));
        System.out.println(Integer.parseInt("ff", 16) + " " + Integer.parseInt("-1010", 2) + " " + Integer.parseInt("zz", 36));
        System.out.println(Double.parseDouble("3.25") + " " + Double.parseDouble("-1e3") + " " + Double.parseDouble("  7.5  "));
        System.out.println(Float.parseFloat("0.1") + " " + Double.valueOf("0.1") + " " + Float.valueOf("2.5f"));
        System.out.println(Double.parseDouble("Infinity") + " " + Double.parseDouble("-Infinity") + " " + Double.parseDouble("NaN"));
        System.out.println(Double.parseDouble("1e400") + " " + Double.parseDouble("1e-400") + " " + Double.parseDouble("0x1p4"));
        System.out.println(Short.parseShort("-32768") + " " + Byte.parseByte("127") + " " + Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes"));
        System.out.println(String.valueOf(12.0) + String.valueOf(3) + String.valueOf('c') + String.valueOf(true) + String.valueOf(5L) + String.valueOf(1.5f));
        System.out.println(Integer.toString(-255, 16) + " " + Integer.toString(255, 2) + " " + Integer.toString(100, 36) + " " + Integer.toString(7, 99));
    }
}
