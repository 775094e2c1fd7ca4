import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;

// Exception classes of the JDK that programs (and SmartApps) throw and catch, most of them
// made for the runtime library from the JDK's list (jvm-stubs/jdk-throwables.tsv): their
// hierarchy, messages, causes and toString as the JDK prints them.
public class JdkExceptionClasses {
    static void fetch(int how) throws IOException, GeneralSecurityException {
        switch (how) {
            case 0: throw new SocketTimeoutException("Read timed out");
            case 1: throw new UnknownHostException("graph.api.smartthings.com");
            case 2: throw new InvalidKeyException("bad key", new IllegalStateException("inner"));
            case 3: throw new NoSuchAlgorithmException(new IllegalArgumentException("HmacSHA1"));
            default: throw new SocketException();
        }
    }

    public static void main(String[] args) {
        for (int how = 0; how < 5; how++) {
            try {
                fetch(how);
            } catch (InterruptedIOException e) {
                System.out.println("interrupted IO: " + e + " | " + (e instanceof IOException));
            } catch (IOException e) {
                System.out.println("IO: " + e + " | message " + e.getMessage());
            } catch (GeneralSecurityException e) {
                System.out.println("security: " + e + " | cause " + e.getCause() + " | "
                        + e.getClass().getSuperclass().getName());
            }
        }
        Exception e = new java.util.concurrent.CompletionException(new SocketTimeoutException("x"));
        System.out.println(e.getMessage());
        System.out.println(new java.nio.file.NoSuchFileException("f.txt").getMessage());
        System.out.println(new java.time.format.DateTimeParseException("bad", "2x", 1).getErrorIndex());
    }
}
