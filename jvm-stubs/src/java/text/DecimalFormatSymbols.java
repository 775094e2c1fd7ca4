package java.text;

import java.util.Locale;

/**
 * The characters a DecimalFormat writes and reads: digits, separators, signs, and the currency
 * symbol. ironpf knows the symbols of English (en, en_US, en_GB, en_CA) and of the root locale,
 * as JDK 17 (CLDR) defines them; other locales throw UnsupportedOperationException rather than
 * format numbers the wrong way.
 */
public class DecimalFormatSymbols implements Cloneable, java.io.Serializable {
    private char zeroDigit = '0';
    private char groupingSeparator = ',';
    private char decimalSeparator = '.';
    private char perMill = '\u2030';
    private char percent = '%';
    private char digit = '#';
    private char patternSeparator = ';';
    private String infinity = "\u221e";
    private String naN = "NaN";
    private char minusSign = '-';
    private String currencySymbol;
    private String intlCurrencySymbol;
    private char monetarySeparator = '.';
    private char monetaryGroupingSeparator = ',';
    private String exponentSeparator = "E";
    private final Locale locale;

    public DecimalFormatSymbols() {
        this(Locale.getDefault());
    }

    public DecimalFormatSymbols(Locale locale) {
        this.locale = locale;
        String country = supportedCountry(locale);
        if (country.equals("US")) {
            currencySymbol = "$";
            intlCurrencySymbol = "USD";
        } else if (country.equals("GB")) {
            currencySymbol = "\u00a3";
            intlCurrencySymbol = "GBP";
        } else if (country.equals("CA")) {
            currencySymbol = "$";
            intlCurrencySymbol = "CAD";
            exponentSeparator = "e";
        } else {
            currencySymbol = "\u00a4";
            intlCurrencySymbol = "XXX";
        }
    }

    /** The country of a locale whose number symbols ironpf knows; throws for the others. */
    static String supportedCountry(Locale locale) {
        String language = locale.getLanguage();
        String country = locale.getCountry();
        boolean known = language.isEmpty() ? country.isEmpty()
                : language.equals("en") && (country.isEmpty() || country.equals("US") || country.equals("GB")
                        || country.equals("CA"));
        if (!known || !locale.getVariant().isEmpty()) {
            throw ironpf.Unsupported.fail("number formats of locale " + locale
                    + " are not modelled (only en, en_US, en_GB, en_CA and the root locale)");
        }
        return country;
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {Locale.ROOT, Locale.ENGLISH, Locale.US, Locale.UK, Locale.CANADA};
    }

    public static DecimalFormatSymbols getInstance() {
        return new DecimalFormatSymbols(Locale.getDefault());
    }

    public static DecimalFormatSymbols getInstance(Locale locale) {
        return new DecimalFormatSymbols(locale);
    }

    Locale getLocale() {
        return locale;
    }

    public char getZeroDigit() {
        return zeroDigit;
    }

    public void setZeroDigit(char zeroDigit) {
        this.zeroDigit = zeroDigit;
    }

    public char getGroupingSeparator() {
        return groupingSeparator;
    }

    public void setGroupingSeparator(char groupingSeparator) {
        this.groupingSeparator = groupingSeparator;
    }

    public char getDecimalSeparator() {
        return decimalSeparator;
    }

    public void setDecimalSeparator(char decimalSeparator) {
        this.decimalSeparator = decimalSeparator;
    }

    public char getPerMill() {
        return perMill;
    }

    public void setPerMill(char perMill) {
        this.perMill = perMill;
    }

    public char getPercent() {
        return percent;
    }

    public void setPercent(char percent) {
        this.percent = percent;
    }

    public char getDigit() {
        return digit;
    }

    public void setDigit(char digit) {
        this.digit = digit;
    }

    public char getPatternSeparator() {
        return patternSeparator;
    }

    public void setPatternSeparator(char patternSeparator) {
        this.patternSeparator = patternSeparator;
    }

    public String getInfinity() {
        return infinity;
    }

    public void setInfinity(String infinity) {
        this.infinity = infinity;
    }

    public String getNaN() {
        return naN;
    }

    public void setNaN(String naN) {
        this.naN = naN;
    }

    public char getMinusSign() {
        return minusSign;
    }

    public void setMinusSign(char minusSign) {
        this.minusSign = minusSign;
    }

    public String getCurrencySymbol() {
        return currencySymbol;
    }

    public void setCurrencySymbol(String currency) {
        currencySymbol = currency;
    }

    public String getInternationalCurrencySymbol() {
        return intlCurrencySymbol;
    }

    public void setInternationalCurrencySymbol(String currencyCode) {
        intlCurrencySymbol = currencyCode;
    }

    public char getMonetaryDecimalSeparator() {
        return monetarySeparator;
    }

    public void setMonetaryDecimalSeparator(char sep) {
        monetarySeparator = sep;
    }

    public char getMonetaryGroupingSeparator() {
        return monetaryGroupingSeparator;
    }

    public void setMonetaryGroupingSeparator(char sep) {
        monetaryGroupingSeparator = sep;
    }

    public String getExponentSeparator() {
        return exponentSeparator;
    }

    public void setExponentSeparator(String exp) {
        if (exp == null) {
            throw new NullPointerException();
        }
        exponentSeparator = exp;
    }

    String getPercentText() {
        return String.valueOf(percent);
    }

    String getPerMillText() {
        return String.valueOf(perMill);
    }

    String getMinusSignText() {
        return String.valueOf(minusSign);
    }

    /** Digits a currency of this locale shows after the point, or -1 when it has none. */
    int currencyFractionDigits() {
        return intlCurrencySymbol.equals("XXX") ? -1 : 2;
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public boolean equals(Object obj) {
        if (this == obj) return true;
        if (obj == null || getClass() != obj.getClass()) return false;
        DecimalFormatSymbols other = (DecimalFormatSymbols) obj;
        return zeroDigit == other.zeroDigit && groupingSeparator == other.groupingSeparator
                && decimalSeparator == other.decimalSeparator && percent == other.percent
                && perMill == other.perMill && digit == other.digit && minusSign == other.minusSign
                && patternSeparator == other.patternSeparator && infinity.equals(other.infinity)
                && naN.equals(other.naN) && currencySymbol.equals(other.currencySymbol)
                && intlCurrencySymbol.equals(other.intlCurrencySymbol)
                && monetarySeparator == other.monetarySeparator
                && monetaryGroupingSeparator == other.monetaryGroupingSeparator
                && exponentSeparator.equals(other.exponentSeparator) && locale.equals(other.locale);
    }

    public int hashCode() {
        int result = zeroDigit;
        result = result * 37 + groupingSeparator;
        result = result * 37 + decimalSeparator;
        return result;
    }
}
