public class FloatEdges {
    public static void main(String[] args) {
        double nan = Double.NaN;
        System.out.println("nan==nan " + (nan == nan) + " nan!=nan " + (nan != nan) + " nan<1 " + (nan < 1) + " nan>1 " + (nan > 1));
        System.out.println("isNaN " + Double.isNaN(nan) + " equals " + Double.valueOf(nan).equals(nan) + " compare " + Double.compare(nan, 1.0) + " " + Double.compare(nan, Double.POSITIVE_INFINITY));
        System.out.println("0.0==-0.0 " + (0.0 == -0.0) + " equals " + Double.valueOf(0.0).equals(-0.0) + " compare " + Double.compare(0.0, -0.0));
        System.out.println("1/-0.0 " + (1 / -0.0) + " -0.0+0.0 " + (-0.0 + 0.0) + " -0.0*-1 " + (-0.0 * -1) + " min " + Math.min(0.0, -0.0) + " max " + Math.max(-0.0, 0.0));
        System.out.println("min nan " + Math.min(nan, 1.0) + " max nan " + Math.max(1.0, nan));
        double[] ds = {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999999999999994, 2.4, -2.6, 1e20, -0.0, nan, Double.POSITIVE_INFINITY};
        for (double d : ds) {
            System.out.println(d + ": round=" + Math.round(d) + " floor=" + Math.floor(d) + " ceil=" + Math.ceil(d) + " rint=" + Math.rint(d)
                + " (int)=" + (int) d + " (long)=" + (long) d + " signum=" + Math.signum(d) + " abs=" + Math.abs(d));
        }
        float[] fs = {0.5f, 2.5f, -2.5f, 1e10f, Float.NaN, -0.0f, 3.4e38f};
        for (float f : fs) {
            System.out.println(f + "f: round=" + Math.round(f) + " (int)=" + (int) f + " (long)=" + (long) f + " (short)=" + (short) f + " (byte)=" + (byte) f + " (char)=" + (int) (char) f);
        }
        System.out.println("huge casts " + (int) 1e300 + " " + (long) -1e300 + " " + (int) Float.NEGATIVE_INFINITY + " " + (long) Double.POSITIVE_INFINITY);
        System.out.println("(int)3e9 " + (int) 3e9 + " (short)(int)3e9 " + (short) 3e9 + " (byte)300.7 " + (byte) 300.7);
        System.out.println("long->float " + (float) Long.MAX_VALUE + " " + (double) Long.MAX_VALUE + " " + (float) 16777217 + " " + (double) 9007199254740993L);
        System.out.println("int->float loss " + ((int) (float) 123456789) + " " + (123456789 == (int) (float) 123456789));
        System.out.println("ulp " + Math.ulp(1.0) + " " + Math.ulp(1e10) + " " + Math.ulp(0.0) + " " + Math.ulp(1.0f) + " " + Math.ulp(Double.MAX_VALUE));
        System.out.println("nextUp " + Math.nextUp(1.0) + " " + Math.nextUp(-0.0) + " " + Math.nextDown(1.0) + " " + Math.nextUp(1.0f) + " " + Math.nextAfter(1.0, 0));
        System.out.println("scalb " + Math.scalb(1.5, 4) + " " + Math.scalb(1.0, -1074) + " " + Math.scalb(1.0, -1075) + " " + Math.scalb(3.0f, 10));
        System.out.println("getExponent " + Math.getExponent(1024.0) + " " + Math.getExponent(0.1) + " " + Math.getExponent(0.0) + " " + Math.getExponent(Double.MIN_VALUE) + " " + Math.getExponent(12.5f));
        System.out.println("copySign " + Math.copySign(3.0, -0.0) + " " + Math.copySign(-2.0f, 1f));
        System.out.println("hypot " + Math.hypot(3, 4) + " sqrt(-1) " + Math.sqrt(-1) + " cbrt(-27) " + Math.cbrt(-27) + " pow(0,0) " + Math.pow(0, 0) + " pow(-8,1/3.) " + Math.pow(-8, 1.0 / 3));
        System.out.println("IEEEremainder " + Math.IEEEremainder(5, 3) + " " + Math.IEEEremainder(-5, 3) + " % " + (5 % 3.0) + " " + (-5 % 3.0));
        System.out.println("0.1+0.2 " + (0.1 + 0.2) + " " + (0.1f + 0.2f) + " " + (0.1 + 0.2 == 0.3) + " " + (float) 0.1 + " " + (double) 0.1f);
        System.out.println("MIN/MAX " + Double.MIN_VALUE + " " + Double.MAX_VALUE + " " + Double.MIN_NORMAL + " " + Float.MIN_VALUE + " " + Float.MAX_VALUE + " " + Float.MIN_NORMAL);
        System.out.println("overflow " + (Double.MAX_VALUE * 2) + " " + (Float.MAX_VALUE * 2f) + " underflow " + (Double.MIN_VALUE / 2) + " " + (-Double.MIN_VALUE / 2));
        System.out.println("inf-inf " + (Double.POSITIVE_INFINITY - Double.POSITIVE_INFINITY) + " inf*0 " + (Double.POSITIVE_INFINITY * 0) + " 1/inf " + (1 / Double.NEGATIVE_INFINITY));
        System.out.println("isFinite " + Double.isFinite(1e308) + " " + Double.isInfinite(-1e308 * 10) + " " + Float.isFinite(Float.NaN));
        System.out.println("bits " + Long.toHexString(Double.doubleToLongBits(-0.0)) + " " + Long.toHexString(Double.doubleToLongBits(nan)) + " " + Integer.toHexString(Float.floatToIntBits(1.0f)) + " " + Double.longBitsToDouble(0x3ff8000000000000L));
        System.out.println("hashCode " + Double.hashCode(1.5) + " " + Double.valueOf(-0.0).hashCode() + " " + Float.hashCode(2.5f) + " " + Double.hashCode(nan));
        double acc = 0;
        for (int i = 0; i < 10; i++) acc += 0.1;
        System.out.println("sum 10x0.1 " + acc + " float " + sumF());
        System.out.println("toDegrees " + Math.toDegrees(Math.PI) + " toRadians " + Math.toRadians(180) + " E " + Math.E);
        System.out.println("float compare " + Float.compare(-0.0f, 0.0f) + " " + Float.compare(Float.NaN, Float.NaN) + " " + (Float.NaN == Float.NaN));
    }

    static float sumF() {
        float acc = 0;
        for (int i = 0; i < 10; i++) acc += 0.1f;
        return acc;
    }
}
