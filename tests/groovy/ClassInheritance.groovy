// Inheritance: method override, super calls, abstract class, polymorphism, equals override, instanceof, toString
abstract class Shape {
    String label
    abstract double area()
    String describe() { "$label with area ${area()}" }
    String toString() { "Shape[$label]" }
}
class Rect extends Shape {
    double w, h
    double area() { w * h }
}
class Square extends Rect {
    Square(double side) { w = side; h = side; label = 'square' }
    String describe() { 'Square! ' + super.describe() }
}
class Circle extends Shape {
    double r
    double area() { 3 * r * r }
    String toString() { "Circle(r=$r)" }
}
class Point {
    int x, y
    boolean equals(Object o) {
        if (!(o instanceof Point)) return false
        x == o.x && y == o.y
    }
    int hashCode() { x * 31 + y }
    String toString() { "($x,$y)" }
}
def shapes = [new Rect(label: 'rect', w: 2, h: 3), new Square(4), new Circle(label: 'circle', r: 2)]
shapes.each { println it.describe() }
println shapes
println shapes.collect { it.area() }
println shapes.sum { it.area() }
println shapes.findAll { it instanceof Rect }.collect { it.label }
println shapes[1] instanceof Shape
println shapes[1] instanceof Circle
println shapes.collect { it.getClass().simpleName }
println shapes.max { it.area() }
def p1 = new Point(x: 1, y: 2)
def p2 = new Point(x: 1, y: 2)
def p3 = new Point(x: 2, y: 1)
println p1 == p2
println p1 == p3
println p1.equals(p2)
println p1.is(p2)
println p1 != p3
println([p1, p3].contains(p2))
println([p1, p2, p3].unique())
println([p1, p3].indexOf(new Point(x: 2, y: 1)))
class Animal {
    String name
    String speak() { "..." }
    String intro() { "I am $name and I say ${speak()}" }
}
class Dog extends Animal {
    String speak() { 'Woof' }
}
class Puppy extends Dog {
    String speak() { super.speak() + ' (squeak)' }
}
[new Animal(name: 'generic'), new Dog(name: 'Rex'), new Puppy(name: 'Bit')].each { println it.intro() }
def pup = new Puppy(name: 'Tiny')
println pup instanceof Dog
println pup instanceof Animal
println pup.getClass().superclass.simpleName
