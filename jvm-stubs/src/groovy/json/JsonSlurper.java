package groovy.json;

import groovy.json.internal.JsonParserCharArray;

/**
 * Parses JSON text into maps ({@link groovy.json.internal.LazyMap}, keys sorted), lists
 * (ArrayList), strings, numbers (Integer, Long or BigDecimal), booleans and null, as Groovy
 * 2.4's default parser does (see {@link JsonParserCharArray} for its rules and quirks). Only the
 * default parser type, CHAR_BUFFER, is modelled; there are no readers, files or URLs.
 */
public class JsonSlurper {
    private int maxSizeForInMemory = 2000000;
    private boolean chop = false;
    private boolean lazyChop = true;
    private boolean checkDates = true;
    private JsonParserType type = JsonParserType.CHAR_BUFFER;

    public JsonSlurper() {
    }

    public int getMaxSizeForInMemory() {
        return maxSizeForInMemory;
    }

    public JsonSlurper setMaxSizeForInMemory(int maxSizeForInMemory) {
        this.maxSizeForInMemory = maxSizeForInMemory;
        return this;
    }

    public JsonParserType getType() {
        return type;
    }

    public JsonSlurper setType(JsonParserType type) {
        this.type = type;
        return this;
    }

    public boolean isChop() {
        return chop;
    }

    public JsonSlurper setChop(boolean chop) {
        this.chop = chop;
        return this;
    }

    public boolean isLazyChop() {
        return lazyChop;
    }

    public JsonSlurper setLazyChop(boolean lazyChop) {
        this.lazyChop = lazyChop;
        return this;
    }

    public boolean isCheckDates() {
        return checkDates;
    }

    public JsonSlurper setCheckDates(boolean checkDates) {
        this.checkDates = checkDates;
        return this;
    }

    public Object parseText(String text) {
        if (text == null || "".equals(text)) {
            throw new IllegalArgumentException("Text must not be null or empty");
        }
        return createParser().parse(text.toCharArray());
    }

    public Object parse(char[] chars) {
        return createParser().parse(chars);
    }

    private JsonParserCharArray createParser() {
        if (type != JsonParserType.CHAR_BUFFER) {
            throw ironpf.Unsupported.fail("JsonSlurper parser type " + type
                    + " is not modelled (only CHAR_BUFFER, the default)");
        }
        return new JsonParserCharArray();
    }
}
