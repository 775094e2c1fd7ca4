package groovy.json;

/**
 * The parsers of Groovy's JsonSlurper. ironpf implements CHAR_BUFFER, the default; choosing
 * another one makes parsing throw UnsupportedOperationException.
 */
public enum JsonParserType {
    INDEX_OVERLAY,
    CHARACTER_SOURCE,
    LAX,
    CHAR_BUFFER
}
