public class FloatPrint {
    public static void main(String[] args) {
        float[] fs = {0.1f, 0.2f, 0.3f, 1e7f, 1e6f, 9999999f, 1.0E7f, 1.0E8f, 12345678f, 123456789.0f,
            1e-3f, 0.001f, 1.0E-4f, 0.0001f, 0.00012345f, 100.0f, 1.0f, -1.0f, 0.0f, -0.0f,
            Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE, Float.MAX_VALUE,
            (float) 1 / 3, 2f / 3, 10f / 3, 1f / 7, 0.1f + 0.2f, 0.7f + 0.1f, 3.14159265358979f, 2.7182817f,
            1.5f, 2.25f, 1024.5f, 65536.125f, 1e10f, 1e20f, 1e30f, 1e38f, 3.4e38f, 1e-10f, 1e-20f, 1e-30f, 1e-38f, 1e-40f, 1e-45f,
            33.333332f, 0.5f, 0.25f, 0.125f, 0.0625f, 4.0E-5f, 5.0E-5f, 0.009999999f, 0.01f, 999.99994f, 1000.0f,
            16777216f, 16777218f, 8388608.5f, 123.456f, -123.456f, 98765.43f, 0.987654f};
        for (int i = 0; i < fs.length; i++) {
            float f = fs[i];
            System.out.println(i + ": " + f + " | " + Float.toString(f) + " | " + String.valueOf(f) + " | bits " + Integer.toHexString(Float.floatToIntBits(f)));
        }
        System.out.println("== powers of ten ==");
        float p = 1f;
        for (int i = 0; i < 11; i++) {
            System.out.print(p + " ");
            p *= 10f;
        }
        System.out.println();
        p = 1f;
        for (int i = 0; i < 46; i++) {
            System.out.print(p + " ");
            p /= 10f;
        }
        System.out.println();
        System.out.println("== fractions ==");
        for (int n = 1; n <= 12; n++) {
            StringBuilder sb = new StringBuilder();
            for (int d = 1; d <= 12; d++) {
                sb.append((float) n / d).append(' ');
            }
            System.out.println(sb);
        }
        System.out.println("== increments of 0.1f ==");
        float acc = 0f;
        for (int i = 0; i < 30; i++) {
            acc += 0.1f;
            System.out.print(acc + " ");
        }
        System.out.println();
        System.out.println("== float in concat contexts ==");
        float x = 2.5f;
        System.out.println("x=" + x + ", x*2=" + (x * 2) + ", x/0=" + (x / 0) + ", 0/0=" + (0f / 0f));
        StringBuilder sb = new StringBuilder();
        sb.append(1.25f).append(',').append(-0.0f).append(',').append(1e-5f);
        System.out.println(sb);
        System.out.println(Float.valueOf(7.0f) + " " + Float.valueOf(7.0f).hashCode() + " " + Float.hashCode(-0.0f) + " " + Float.valueOf(Float.NaN).hashCode());
        System.out.println(Float.compare(0.0f, -0.0f) + " " + Float.compare(Float.NaN, 1f) + " " + Float.valueOf(0.0f).equals(-0.0f) + " " + Float.valueOf(Float.NaN).equals(Float.NaN));
        System.out.println(Float.intBitsToFloat(0x3f800001) + " " + Float.intBitsToFloat(0x7f7fffff) + " " + Float.intBitsToFloat(1) + " " + Float.intBitsToFloat(0xbf000000));
        System.out.println(Float.isNaN(0f / 0f) + " " + Float.isInfinite(1f / 0f) + " " + Float.isFinite(1f) + " " + Float.MAX_EXPONENT + " " + Float.MIN_EXPONENT);
        System.out.println(Float.max(-0.0f, 0.0f) + " " + Float.min(-0.0f, 0.0f) + " " + Float.sum(0.1f, 0.2f));
    }
}
