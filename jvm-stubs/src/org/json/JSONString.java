package org.json;

/** An object that writes itself as JSON text (JSONObject and JSONArray use it as it is). */
public interface JSONString {
    String toJSONString();
}
