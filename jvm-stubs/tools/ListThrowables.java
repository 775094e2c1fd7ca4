import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Lists the public Throwable classes of the JDK's java.base module in exported java.*
 * packages, one per line: binary name, superclass, which of the four standard constructors it
 * has (() (String) (String,Throwable) (Throwable), each "P" public, "p" protected, "0" none or
 * other), and whether it is abstract.
 * jvm-stubs/jdk-throwables.tsv is its output; build.rs makes a class of the runtime library
 * for each one jvm-stubs/src does not define. Run: java jvm-stubs/tools/ListThrowables.java
 */
public class ListThrowables {
    public static void main(String[] args) throws Exception {
        FileSystem jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
        Path base = jrt.getPath("/modules/java.base");
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.walk(base)) {
            files.forEach(p -> {
                String rel = base.relativize(p).toString();
                if (rel.startsWith("java/") && rel.endsWith(".class") && !rel.contains("$")) {
                    names.add(rel.substring(0, rel.length() - 6).replace('/', '.'));
                }
            });
        }
        names.sort(null);
        Module module = Object.class.getModule();
        for (String name : names) {
            Class<?> c = Class.forName(name, false, null);
            if (!Throwable.class.isAssignableFrom(c) || !Modifier.isPublic(c.getModifiers())
                    || !module.isExported(c.getPackageName()) || c == Throwable.class) {
                continue;
            }
            StringBuilder line = new StringBuilder(name).append('\t').append(c.getSuperclass().getName()).append('\t');
            line.append(has(c)).append(has(c, String.class)).append(has(c, String.class, Throwable.class))
                    .append(has(c, Throwable.class));
            line.append('\t').append(Modifier.isAbstract(c.getModifiers()) ? "abstract" : "concrete");
            System.out.println(line);
        }
    }

    private static String has(Class<?> c, Class<?>... params) {
        try {
            Constructor<?> k = c.getDeclaredConstructor(params);
            int m = k.getModifiers();
            return Modifier.isPublic(m) ? "P" : Modifier.isProtected(m) ? "p" : "0";
        } catch (NoSuchMethodException e) {
            return "0";
        }
    }
}
