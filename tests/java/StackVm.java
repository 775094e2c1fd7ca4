import java.util.*;

public class StackVm {
    enum Op { PUSH, LOAD, STORE, ADD, SUB, MUL, DIV, MOD, LT, EQ, JMP, JZ, PRINT, CALL, RET, HALT, DUP, POP }

    static final class Insn {
        final Op op;
        final int arg;
        final String sarg;

        Insn(Op op, int arg, String sarg) {
            this.op = op;
            this.arg = arg;
            this.sarg = sarg;
        }

        @Override
        public String toString() {
            return op + (sarg != null ? " " + sarg : op == Op.PUSH || op == Op.JMP || op == Op.JZ || op == Op.CALL ? " " + arg : "");
        }
    }

    static List<Insn> assemble(String src) {
        Map<String, Integer> labels = new HashMap<>();
        List<String[]> lines = new ArrayList<>();
        for (String raw : src.split("\n")) {
            String line = raw.replaceAll(";.*", "").trim();
            if (line.isEmpty()) continue;
            if (line.endsWith(":")) {
                labels.put(line.substring(0, line.length() - 1), lines.size());
                continue;
            }
            lines.add(line.split("\\s+"));
        }
        List<Insn> prog = new ArrayList<>();
        for (String[] p : lines) {
            Op op = Op.valueOf(p[0].toUpperCase());
            int arg = 0;
            String sarg = null;
            if (p.length > 1) {
                if (op == Op.JMP || op == Op.JZ || op == Op.CALL) {
                    Integer target = labels.get(p[1]);
                    if (target == null) throw new IllegalArgumentException("undefined label " + p[1]);
                    arg = target;
                } else if (op == Op.PUSH) arg = Integer.parseInt(p[1]);
                else sarg = p[1];
            }
            prog.add(new Insn(op, arg, sarg));
        }
        return prog;
    }

    static String run(List<Insn> prog, int maxSteps) {
        Deque<Integer> stack = new ArrayDeque<>();
        Deque<Integer> calls = new ArrayDeque<>();
        Map<String, Integer> vars = new TreeMap<>();
        StringBuilder out = new StringBuilder();
        int pc = 0, steps = 0;
        while (pc < prog.size()) {
            if (++steps > maxSteps) return out + " [step limit]";
            Insn in = prog.get(pc++);
            switch (in.op) {
                case PUSH: stack.push(in.arg); break;
                case LOAD: stack.push(vars.getOrDefault(in.sarg, 0)); break;
                case STORE: vars.put(in.sarg, stack.pop()); break;
                case DUP: stack.push(stack.peek()); break;
                case POP: stack.pop(); break;
                case ADD: stack.push(stack.pop() + stack.pop()); break;
                case MUL: stack.push(stack.pop() * stack.pop()); break;
                case SUB: { int b = stack.pop(); stack.push(stack.pop() - b); break; }
                case DIV: { int b = stack.pop(); stack.push(stack.pop() / b); break; }
                case MOD: { int b = stack.pop(); stack.push(stack.pop() % b); break; }
                case LT: { int b = stack.pop(); stack.push(stack.pop() < b ? 1 : 0); break; }
                case EQ: stack.push(stack.pop().equals(stack.pop()) ? 1 : 0); break;
                case JMP: pc = in.arg; break;
                case JZ: if (stack.pop() == 0) pc = in.arg; break;
                case PRINT: out.append(stack.pop()).append(' '); break;
                case CALL: calls.push(pc); pc = in.arg; break;
                case RET: pc = calls.pop(); break;
                case HALT: return out + "| vars " + vars + " steps " + steps;
                default: throw new IllegalStateException("unknown " + in.op);
            }
        }
        return out + "| fell off end, stack " + stack;
    }

    public static void main(String[] args) {
        String fib = String.join("\n",
            "  push 0", "  store a", "  push 1", "  store b", "  push 0", "  store i",
            "loop:", "  load i", "  push 15", "  lt", "  jz done",
            "  load a", "  print", "  load a", "  load b", "  add", "  load b", "  store a", "  store b",
            "  load i", "  push 1", "  add", "  store i", "  jmp loop",
            "done:", "  halt");
        List<Insn> p = assemble(fib);
        System.out.println("program " + p.size() + " insns, first " + p.subList(0, 4) + " jz " + p.get(9));
        System.out.println("fib: " + run(p, 10000));
        String gcd = String.join("\n",
            "push 1071", "store x", "push 462", "store y",
            "top:", "load y", "push 0", "eq", "jz body", "load x", "print", "halt",
            "body:", "load x", "load y", "mod", "load y", "store x", "store y", "jmp top");
        System.out.println("gcd: " + run(assemble(gcd), 1000));
        String sub = String.join("\n",
            "push 5", "call square", "print", "push 12", "call square", "print", "halt",
            "square: ; multiplies top by itself", "dup", "mul", "ret");
        System.out.println("calls: " + run(assemble(sub), 100));
        String fact = String.join("\n",
            "push 1", "store acc", "push 12", "store n",
            "loop:", "load n", "jz end", "load acc", "load n", "mul", "store acc", "load n", "push 1", "sub", "store n", "jmp loop",
            "end:", "load acc", "print", "halt");
        System.out.println("fact: " + run(assemble(fact), 1000));
        System.out.println("infinite: " + run(assemble("top:\npush 1\nprint\njmp top"), 25));
        System.out.println("no halt: " + run(assemble("push 3\npush 4\nadd"), 10));
        try {
            run(assemble("push 1\npush 0\ndiv\nprint\nhalt"), 10);
        } catch (ArithmeticException e) {
            System.out.println("div by zero in vm: " + e.getMessage());
        }
        try {
            assemble("jmp nowhere");
        } catch (IllegalArgumentException e) {
            System.out.println("assemble error: " + e.getMessage());
        }
        try {
            assemble("frobnicate 3");
        } catch (IllegalArgumentException e) {
            System.out.println("bad op: " + e.getMessage());
        }
        try {
            run(assemble("pop"), 5);
        } catch (NoSuchElementException e) {
            System.out.println("stack underflow: NoSuchElementException");
        }
    }
}
