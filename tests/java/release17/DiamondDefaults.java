public class DiamondDefaults {
    interface Named {
        default String name() {
            return "Named";
        }

        static String describe(Named n) {
            return "describe(" + n.name() + ")";
        }
    }

    interface Titled extends Named {
        @Override
        default String name() {
            return "Titled>" + Named.super.name();
        }
    }

    interface Labeled {
        default String name() {
            return "Labeled";
        }

        default String label() {
            return "[" + helper() + "]";
        }

        private String helper() {
            return "helper of " + name();
        }
    }

    static class A implements Titled, Named {
    }

    static class B implements Titled, Labeled {
        @Override
        public String name() {
            return "B:" + Titled.super.name() + "+" + Labeled.super.name();
        }
    }

    static abstract class Shape implements Comparable<Shape> {
        abstract double area();

        String kind() {
            return getClass().getSimpleName();
        }

        @Override
        public int compareTo(Shape o) {
            return Double.compare(area(), o.area());
        }

        @Override
        public String toString() {
            return kind() + String.format("(%.2f)", area());
        }
    }

    static class Circle extends Shape {
        final double r;

        Circle(double r) {
            this.r = r;
        }

        @Override
        double area() {
            return Math.PI * r * r;
        }
    }

    static class Rect extends Shape {
        final double w, h;

        Rect(double w, double h) {
            this.w = w;
            this.h = h;
        }

        @Override
        double area() {
            return w * h;
        }
    }

    static class Square extends Rect {
        Square(double s) {
            super(s, s);
        }

        @Override
        String kind() {
            return "Square<" + super.kind() + ">";
        }
    }

    static class Parent {
        String who() {
            return "Parent";
        }

        static String stat() {
            return "Parent.stat";
        }

        String callWho() {
            return who() + "/" + stat();
        }
    }

    static class Child extends Parent {
        @Override
        String who() {
            return "Child";
        }

        static String stat() {
            return "Child.stat";
        }
    }

    public static void main(String[] args) {
        System.out.println(new A().name());
        System.out.println(new B().name());
        System.out.println(new B().label());
        System.out.println(Named.describe(new A()) + " " + Named.describe(new B()));
        Named anon = new Named() {
        };
        System.out.println("anonymous default " + anon.name());
        Labeled lambdaLike = new Labeled() {
            @Override
            public String name() {
                return "anon-labeled";
            }
        };
        System.out.println(lambdaLike.label());
        Shape[] shapes = {new Circle(1), new Rect(2, 3), new Square(1.5), new Circle(0.5), new Rect(1, 1)};
        java.util.Arrays.sort(shapes);
        System.out.println(java.util.Arrays.toString(shapes));
        double total = 0;
        for (Shape s : shapes) total += s.area();
        System.out.printf("total %.4f%n", total);
        Parent p = new Child();
        System.out.println(p.who() + " " + p.callWho() + " " + Parent.stat() + " " + Child.stat());
        System.out.println("instanceof " + (p instanceof Child) + " " + (shapes[0] instanceof Comparable) + " " + (new A() instanceof Named));
        Object o = new B();
        if (o instanceof Labeled && o instanceof Titled) System.out.println("B is both");
    }
}
