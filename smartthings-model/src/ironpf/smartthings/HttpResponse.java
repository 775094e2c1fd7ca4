package ironpf.smartthings;

import java.util.LinkedHashMap;
import java.util.Map;

/** The response the model gives every HTTP request: status 200, no headers, an empty map as data. */
public class HttpResponse {
    public int getStatus() { return 200; }
    public boolean isSuccess() { return true; }
    public boolean hasError() { return false; }
    public Map getData() { return new LinkedHashMap(); }
    public Map getJson() { return new LinkedHashMap(); }
    public String getErrorMessage() { return null; }
    public Map getHeaders() { return new LinkedHashMap(); }
    public String toString() { return "HttpResponse(200)"; }
}
