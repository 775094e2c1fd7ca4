import gov.nasa.jpf.vm.Verify;

/** Fuzz seed for `check`: Verify choices, objects on the heap and an assertion. */
public class FuzzChoices {
    static int shared;

    static class Node {
        int value;
        Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    public static void main(String[] args) {
        Node list = null;
        int n = Verify.getInt(0, 3);
        for (int i = 0; i < n; i++) {
            list = new Node(i, list);
            if (Verify.getBoolean()) {
                shared += i;
            }
        }
        int pick = Verify.getIntFromList(1, 5, 9);
        int len = 0;
        for (Node p = list; p != null; p = p.next) {
            len += p.value;
        }
        assert len + pick + shared < 100 : "too big";
        System.out.println(len + pick + shared);
    }
}
