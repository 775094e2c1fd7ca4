public class FpPrintQuirks {
    // Values for which JDK 17's Float/Double.toString does not print the shortest
    // uniquely-identifying decimal (behaviour changed in JDK 19).
    public static void main(String[] args) {
        System.out.println(Float.MIN_NORMAL);
        System.out.println(123456789.0f);
        System.out.println(1e11f);
        System.out.println(1e13f);
        System.out.println(1e15f);
        System.out.println(1e16f);
        System.out.println(1e17f);
        System.out.println(1e18f);
        System.out.println(3e10f);
        System.out.println(3e11f);
        System.out.println(3e16f);
        System.out.println(3e18f);
        System.out.println(9.8E-45f);
        System.out.println(2.8E-45f);
        System.out.println(1e23);
        System.out.println(7e22);
        System.out.println(2e23);
        System.out.println(6.9E-323);
        float p = 1f;
        for (int i = 0; i < 40; i++) {
            System.out.print(p + " ");
            p *= 10f;
        }
        System.out.println();
        double d = 1;
        for (int i = 0; i < 30; i++) {
            System.out.print(d + " ");
            d *= 10;
        }
        System.out.println();
    }
}
