/** Fuzz seed: an interface, an abstract class, virtual and interface calls, super calls. */
public class FuzzVirtual {
    interface Shape {
        double area();

        default String describe() {
            return getClass().getName() + ":" + area();
        }
    }

    abstract static class Base implements Shape {
        int id;

        Base(int id) {
            this.id = id;
        }

        public String toString() {
            return "Base" + id;
        }
    }

    static class Square extends Base {
        final double side;

        Square(int id, double side) {
            super(id);
            this.side = side;
        }

        public double area() {
            return side * side;
        }
    }

    static class Circle extends Base {
        final double r;

        Circle(int id, double r) {
            super(id);
            this.r = r;
        }

        public double area() {
            return 3.0 * r * r;
        }

        public String toString() {
            return "Circle(" + super.toString() + ")";
        }
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Square(1, 2.0), new Circle(2, 1.5), new Square(3, 0.5)};
        double total = 0;
        for (Shape s : shapes) {
            total += s.area();
            System.out.println(s + " " + s.describe());
        }
        Object o = shapes[1];
        if (o instanceof Base) {
            System.out.println(((Base) o).id);
        }
        System.out.println(total);
    }
}
