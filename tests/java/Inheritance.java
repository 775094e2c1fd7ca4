public class Inheritance {
    static abstract class Shape {
        protected String name = "shape";
        static String kind() { return "Shape.kind"; }

        Shape() {
            System.out.println("Shape() for " + getClass().getSimpleName());
        }

        abstract double area();

        String describe() {
            return name + " with area " + area();
        }

        public String toString() {
            return "Shape[" + name + "]";
        }
    }

    static class Rect extends Shape {
        protected double w, h;
        String name = "rect-field";

        Rect(double w, double h) {
            super();
            this.w = w;
            this.h = h;
            super.name = "rect";
        }

        static String kind() { return "Rect.kind"; }

        double area() { return w * h; }

        String describe() {
            return "Rect:" + super.describe();
        }
    }

    static class Square extends Rect {
        Square(double s) {
            super(s, s);
            name = "square-field";
        }

        @Override
        String describe() {
            return "Square:" + super.describe() + " (" + name + "/" + super.name + "/" + ((Shape) this).name + ")";
        }

        public String toString() {
            return "Square(" + w + ") via " + super.toString();
        }
    }

    static class Circle extends Shape {
        final double r;

        Circle(double r) {
            this.r = r;
            name = "circle";
        }

        double area() { return 3 * r * r; }
    }

    static class Animal {
        String sound() { return "..."; }
        String speak() { return getClass().getSimpleName() + " says " + sound(); }
        static String category() { return "animal"; }
        String who() { return "Animal.who"; }
    }

    static class Dog extends Animal {
        String sound() { return "Woof"; }
        static String category() { return "dog"; }
        String who() { return "Dog.who/" + super.who(); }
    }

    static class Puppy extends Dog {
        String sound() { return super.sound() + " (squeaky)"; }
        String who() { return "Puppy.who/" + super.who(); }
    }

    static class Cat extends Animal {
        String sound() { return "Meow"; }
    }

    static class Base {
        int x = 1;
        static int s = 10;
        int getX() { return x; }
        private String priv() { return "Base.priv"; }
        String callPriv() { return priv(); }
    }

    static class Derived extends Base {
        int x = 2;
        static int s = 20;
        int getX() { return x; }
        String priv() { return "Derived.priv"; }
        int superX() { return super.x; }
        int superGetX() { return super.getX(); }
    }

    static class Counter {
        protected int count;
        void inc() { count++; }
        void incTwice() { inc(); inc(); }
    }

    static class LoudCounter extends Counter {
        void inc() {
            count += 10;
        }
    }

    static final class Leaf extends Circle {
        Leaf() { super(1); }
        double area() { return super.area() + 0.5; }
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Rect(2, 3), new Square(4), new Circle(2), new Leaf()};
        for (Shape s : shapes) {
            System.out.println(s.describe() + " | " + s + " | " + s.name);
        }
        System.out.println(Shape.kind() + " " + Rect.kind() + " " + Square.kind());
        Rect r = new Square(1.5);
        System.out.println(r.name + " " + ((Shape) r).name + " " + r.area());
        Animal[] animals = {new Animal(), new Dog(), new Puppy(), new Cat()};
        for (Animal a : animals) {
            System.out.println(a.speak() + " / " + a.who());
        }
        Animal ad = new Dog();
        System.out.println(Animal.category() + " " + Dog.category());
        Base b = new Derived();
        Derived d = (Derived) b;
        System.out.println(b.x + " " + d.x + " " + ((Base) d).x + " " + b.getX() + " " + d.superX() + " " + d.superGetX());
        System.out.println(b.s + " " + d.s + " " + Base.s + " " + Derived.s);
        System.out.println(b.callPriv() + " " + d.priv());
        Counter c1 = new Counter();
        Counter c2 = new LoudCounter();
        c1.incTwice();
        c2.incTwice();
        System.out.println(c1.count + " " + c2.count);
        System.out.println(ad instanceof Dog);
        System.out.println(ad instanceof Puppy);
        System.out.println(ad.getClass().getName() + " " + ad.getClass().getSuperclass().getSimpleName() + " " + Puppy.class.getSuperclass().getSuperclass().getSimpleName());
        Object o = new Square(2);
        System.out.println(o.toString());
        System.out.println(o instanceof Shape);
        double total = 0;
        for (Shape s : shapes) total += s.area();
        System.out.println("total area " + total);
    }
}
