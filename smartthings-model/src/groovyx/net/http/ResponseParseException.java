package groovyx.net.http;

/** HTTPBuilder's exception for a response body that cannot be parsed: never thrown by the model. */
public class ResponseParseException extends HttpResponseException {
    public ResponseParseException(int status, String reason) {
        super(status, reason);
    }
}
