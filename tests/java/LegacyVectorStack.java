import java.util.*;

public class LegacyVectorStack {
    public static void main(String[] args) {
        Vector<String> v = new Vector<>(3, 2);
        System.out.println("capacity " + v.capacity() + " size " + v.size());
        for (String s : "a b c d e".split(" ")) v.addElement(s);
        System.out.println(v + " capacity " + v.capacity());
        v.insertElementAt("z", 1);
        v.setElementAt("C", 3);
        v.removeElementAt(0);
        System.out.println("edits " + v + " first " + v.firstElement() + " last " + v.lastElement() + " elementAt(2) " + v.elementAt(2));
        System.out.println("indexOf c-from-0 " + v.indexOf("C") + " indexOf(d, 4) " + v.indexOf("d", 4) + " lastIndexOf " + v.lastIndexOf("e") + " contains " + v.contains("z"));
        System.out.println("removeElement " + v.removeElement("z") + " " + v.removeElement("q") + " " + v);
        String[] arr = new String[v.size()];
        v.copyInto(arr);
        System.out.println("copyInto " + Arrays.toString(arr));
        v.setSize(6);
        System.out.println("setSize 6 " + v);
        v.setSize(2);
        System.out.println("setSize 2 " + v);
        Enumeration<String> e = v.elements();
        StringBuilder sb = new StringBuilder();
        while (e.hasMoreElements()) sb.append(e.nextElement()).append(';');
        System.out.println("elements " + sb);
        v.removeAllElements();
        System.out.println("empty " + v.isEmpty());
        try {
            v.firstElement();
        } catch (NoSuchElementException ex) {
            System.out.println("firstElement empty: NSEE");
        }
        try {
            v.elementAt(3);
        } catch (ArrayIndexOutOfBoundsException ex) {
            System.out.println("elementAt: " + ex.getMessage());
        }
        Stack<Character> st = new Stack<>();
        String expr = "{[()()]}";
        for (char c : expr.toCharArray()) {
            if ("{[(".indexOf(c) >= 0) st.push(c);
            else st.pop();
            System.out.print(st + " ");
        }
        System.out.println();
        Stack<Integer> nums = new Stack<>();
        for (int i = 1; i <= 5; i++) nums.push(i * i);
        System.out.println("stack " + nums + " peek " + nums.peek() + " search(1) " + nums.search(1) + " search(25) " + nums.search(25) + " get(0) " + nums.get(0) + " size " + nums.size());
        nums.add(0, 100);
        System.out.println("Stack is a Vector " + nums + " pop " + nums.pop() + " " + nums);
        Iterator<Integer> it = nums.iterator();
        it.next();
        it.remove();
        System.out.println("iterator bottom-up remove " + nums);
        List<Integer> asList = nums;
        Collections.sort(asList, Collections.reverseOrder());
        System.out.println("sorted as list " + nums + " peek " + nums.peek());
        Vector<Integer> sub = new Vector<>(Arrays.asList(1, 2, 3, 4, 5, 6));
        sub.subList(1, 3).clear();
        System.out.println("subList clear " + sub + " equals ArrayList " + sub.equals(new ArrayList<>(Arrays.asList(1, 4, 5, 6))) + " hash " + sub.hashCode());
        sub.removeIf(x -> x % 2 == 0);
        System.out.println("removeIf " + sub + " toString of empty " + new Vector<>());
    }
}
