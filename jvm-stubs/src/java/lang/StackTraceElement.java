package java.lang;

/**
 * One frame of a stack trace. The VM creates these in Throwable.getStackTrace0.
 */
public final class StackTraceElement implements java.io.Serializable {

    private String declaringClass;

    private String methodName;

    private String fileName;

    private int lineNumber;

    /**
     * Made for another thread's stack (set by the VM): the JDK then names the class loader of
     * application classes ("app//Main.run(Main.java:3)").
     */
    private boolean appLoader;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
                             String declaringClass, String methodName, String fileName, int lineNumber) {
        this(declaringClass, methodName, fileName, lineNumber);
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getModuleName() {
        return isJdkClass() ? "java.base" : null;
    }

    public String getModuleVersion() {
        return null;
    }

    public String getClassLoaderName() {
        return appLoader && !isJdkClass() ? "app" : null;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    private boolean isJdkClass() {
        return declaringClass.startsWith("java.");
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (isJdkClass()) {
            sb.append("java.base/");
        } else if (appLoader) {
            sb.append("app//");
        }
        sb.append(declaringClass).append('.').append(methodName).append('(');
        if (isNativeMethod()) {
            sb.append("Native Method");
        } else if (fileName == null) {
            sb.append("Unknown Source");
        } else {
            sb.append(fileName);
            if (lineNumber >= 0) {
                sb.append(':').append(lineNumber);
            }
        }
        return sb.append(')').toString();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return declaringClass.equals(e.declaringClass)
                && methodName.equals(e.methodName)
                && lineNumber == e.lineNumber
                && (fileName == null ? e.fileName == null : fileName.equals(e.fileName));
    }

    public int hashCode() {
        int h = 31 * declaringClass.hashCode() + methodName.hashCode();
        h = 31 * h + (fileName == null ? 0 : fileName.hashCode());
        h = 31 * h + lineNumber;
        return h;
    }
}
