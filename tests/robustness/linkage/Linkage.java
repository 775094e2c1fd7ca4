/** Classes that are missing or fail to link at run time are the program's errors. */
public class Linkage {
    public static void main(String[] args) {
        try {
            Gone.run();
        } catch (NoClassDefFoundError e) {
            System.out.println("missing: " + e.getClass().getName() + " " + e.getMessage());
        }
        try {
            Unverifiable.run();
        } catch (VerifyError e) {
            System.out.println("unverifiable: " + e.getClass().getName());
        }
        try {
            new Sub();
        } catch (IncompatibleClassChangeError e) {
            System.out.println("superclass: " + e.getClass().getName());
        }
        try {
            Garbled.run();
        } catch (ClassFormatError e) {
            System.out.println("garbled: " + e.getClass().getName());
        }
        System.out.println("after the linkage errors");
        Gone.run();
    }
}

class Gone {
    static void run() {}
}

class Unverifiable {
    static void run() {}
}

class Garbled {
    static void run() {}
}

class Sup {}

class Sub extends Sup {}
