import java.util.*;

public class WordStats {
    static final String TEXT = "It was the best of times, it was the worst of times, it was the age of wisdom, "
        + "it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, "
        + "it was the season of Light, it was the season of Darkness, it was the spring of hope, "
        + "it was the winter of despair, we had everything before us, we had nothing before us.";

    public static void main(String[] args) {
        String[] words = TEXT.toLowerCase().split("[^a-z]+");
        System.out.println("words " + words.length);
        Map<String, Integer> freq = new HashMap<>();
        for (String w : words) if (!w.isEmpty()) freq.merge(w, 1, Integer::sum);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(freq.entrySet());
        entries.sort((x, y) -> y.getValue() != x.getValue().intValue() ? y.getValue() - x.getValue() : x.getKey().compareTo(y.getKey()));
        System.out.println("top " + entries.subList(0, 8));
        Map<Integer, TreeSet<String>> byLength = new TreeMap<>(Comparator.reverseOrder());
        for (String w : freq.keySet()) byLength.computeIfAbsent(w.length(), k -> new TreeSet<>()).add(w);
        System.out.println("by length " + byLength);
        Map<Character, Integer> initials = new TreeMap<>();
        for (String w : words) initials.merge(w.charAt(0), 1, Integer::sum);
        System.out.println("initials " + initials);
        Map<String, List<String>> anagrams = new TreeMap<>();
        for (String w : new String[] {"listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac", "dog"}) {
            char[] cs = w.toCharArray();
            Arrays.sort(cs);
            anagrams.computeIfAbsent(new String(cs), k -> new ArrayList<>()).add(w);
        }
        System.out.println("anagrams " + anagrams.values());
        String[] sentences = TEXT.split("(?<=,) ");
        int longest = 0;
        String longestS = "";
        for (String s : sentences) if (s.length() > longest) {
            longest = s.length();
            longestS = s;
        }
        System.out.println("clauses " + sentences.length + " longest (" + longest + "): " + longestS);
        Set<String> seen = new LinkedHashSet<>(), dups = new TreeSet<>();
        for (String w : words) if (!seen.add(w)) dups.add(w);
        System.out.println("distinct " + seen.size() + " repeated " + dups.size() + " first distinct " + new ArrayList<>(seen).subList(0, 6));
        StringBuilder acr = new StringBuilder();
        for (String w : "portable network graphics".split(" ")) acr.append(Character.toUpperCase(w.charAt(0)));
        System.out.println("acronym " + acr);
        String pal = "A man, a plan, a canal: Panama";
        String clean = pal.replaceAll("[^A-Za-z]", "").toLowerCase();
        System.out.println("palindrome " + clean.equals(new StringBuilder(clean).reverse().toString()) + " " + clean.length());
        int vowels = 0, consonants = 0;
        for (char ch : TEXT.toLowerCase().toCharArray()) {
            if ("aeiou".indexOf(ch) >= 0) vowels++;
            else if (ch >= 'a' && ch <= 'z') consonants++;
        }
        System.out.println("vowels " + vowels + " consonants " + consonants + String.format(" ratio %.4f", (double) vowels / consonants));
        StringBuilder wrapped = new StringBuilder();
        int col = 0;
        for (String w : TEXT.split(" ")) {
            if (col + w.length() > 40) {
                wrapped.append('\n');
                col = 0;
            } else if (col > 0) {
                wrapped.append(' ');
                col++;
            }
            wrapped.append(w);
            col += w.length();
        }
        System.out.println(wrapped);
    }
}
