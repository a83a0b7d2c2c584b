package dev.dynamofixtures.core.internal.dataset;

import java.util.Collection;

/** "Did you mean" for misspelt names: the nearest candidate by edit distance, when it is near enough. */
final class Suggestions {
    private Suggestions() {
    }

    /** {@code " (did you mean status?)"}, or {@code ""} when no candidate is near. */
    static String didYouMean(String name, Collection<String> candidates) {
        String best = nearest(name, candidates);
        return best == null ? "" : " (did you mean " + best + "?)";
    }

    /** The candidate nearest to {@code name}, within a third of its length (at least 2 edits), or null. */
    static String nearest(String name, Collection<String> candidates) {
        String best = null;
        int bestDistance = Math.max(2, name.length() / 3) + 1;
        for (String candidate : candidates) {
            int distance = distance(name.toLowerCase(java.util.Locale.ROOT),
                    candidate.toLowerCase(java.util.Locale.ROOT));
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return best;
    }

    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
