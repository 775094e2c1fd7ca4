package groovyx.net.http;

/**
 * HTTPBuilder's exception for an HTTP error status. The model's HTTP calls always succeed, so
 * it is never thrown; apps that catch it compile and run.
 */
public class HttpResponseException extends java.io.IOException {
    private final int status;

    public HttpResponseException(int status, String reason) {
        super(reason);
        this.status = status;
    }

    public int getStatusCode() { return status; }
    public Object getResponse() { return new ironpf.smartthings.HttpResponse(); }
}
