package dev.dynamofixtures.assertj;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How expected items meet actual ones, by DynamoDB's rules, and what tells them apart. Each expected item, in
 * order, takes the first actual item equal to it that no earlier one took. Then each expected item left over is
 * paired with the left-over actual item that has the most attribute values equal to its own, if those are more than
 * half of the expected item's attributes (ties go to the earlier actual item): such a pair is one item with some
 * values changed, shown side by side with the differing cells marked. What is left after that is simply missing or
 * unexpected. Not API.
 */
final class ItemMatching {

    /** An expected item and the actual item that differs from it in a few values. */
    record Pair(int expected, int actual) {
    }

    private final List<Map<String, AttributeValue>> actual;
    private final List<Map<String, AttributeValue>> expected;
    /** For each expected index, the equal actual item's index, or -1. */
    private final int[] matchOfExpected;
    private final List<Pair> pairs = new ArrayList<>();
    private final List<Integer> missing = new ArrayList<>();
    private final List<Integer> unexpected = new ArrayList<>();

    private ItemMatching(List<Map<String, AttributeValue>> actual, List<Map<String, AttributeValue>> expected) {
        this.actual = actual;
        this.expected = expected;
        this.matchOfExpected = new int[expected.size()];
        Arrays.fill(matchOfExpected, -1);
        boolean[] used = new boolean[actual.size()];
        for (int e = 0; e < expected.size(); e++) {
            for (int a = 0; a < actual.size(); a++) {
                if (!used[a] && DynamoValues.equalItems(actual.get(a), expected.get(e))) {
                    used[a] = true;
                    matchOfExpected[e] = a;
                    break;
                }
            }
        }
        for (int e = 0; e < expected.size(); e++) {
            if (matchOfExpected[e] >= 0) {
                continue;
            }
            int best = -1;
            int bestShared = 0;
            for (int a = 0; a < actual.size(); a++) {
                int shared = used[a] ? -1 : sharedValues(expected.get(e), actual.get(a));
                if (shared > bestShared) {
                    best = a;
                    bestShared = shared;
                }
            }
            if (best >= 0 && 2 * bestShared > expected.get(e).size()) {
                used[best] = true;
                pairs.add(new Pair(e, best));
            } else {
                missing.add(e);
            }
        }
        for (int a = 0; a < actual.size(); a++) {
            if (!used[a]) {
                unexpected.add(a);
            }
        }
    }

    /** Matches the expected items against the actual ones. */
    static ItemMatching of(List<Map<String, AttributeValue>> actual, List<Map<String, AttributeValue>> expected) {
        return new ItemMatching(actual, expected);
    }

    /** Whether every expected item found an equal actual item. */
    boolean allExpectedFound() {
        return pairs.isEmpty() && missing.isEmpty();
    }

    /** Whether every actual item was matched by an expected one. */
    boolean noneUnexpected() {
        return unexpected.isEmpty() && pairs.isEmpty();
    }

    /** The index of the actual item equal to the expected item at {@code expectedIndex}, or -1. */
    int actualIndexOf(int expectedIndex) {
        return matchOfExpected[expectedIndex];
    }

    /** The index of the expected item the actual item at {@code actualIndex} matched, or -1. */
    int expectedIndexOf(int actualIndex) {
        for (int e = 0; e < matchOfExpected.length; e++) {
            if (matchOfExpected[e] == actualIndex) {
                return e;
            }
        }
        return -1;
    }

    List<Pair> pairs() {
        return pairs;
    }

    /** Indexes of expected items neither found nor paired. */
    List<Integer> missing() {
        return missing;
    }

    /** Indexes of actual items neither matched nor paired. */
    List<Integer> unexpected() {
        return unexpected;
    }

    /**
     * What the message says after its tables: the differing pairs side by side, then what could not be found and,
     * when {@code withUnexpected}, what was not expected. Each section begins with "but" or "and".
     */
    String explain(boolean withUnexpected) {
        List<String> sections = new ArrayList<>();
        if (!pairs.isEmpty()) {
            sections.add((pairs.size() == 1 ? "expected item " + pairs.get(0).expected() + " differs from actual item "
                    + pairs.get(0).actual() : pairs.size() + " expected items differ from actual ones")
                    + " (differing cells marked ^):" + System.lineSeparator() + diff(expected, actual, pairs, true));
        }
        if (!missing.isEmpty()) {
            sections.add("could not find:" + System.lineSeparator() + ItemTable.of(pick(expected, missing), missing));
        }
        if (withUnexpected && !unexpected.isEmpty()) {
            sections.add("did not expect:" + System.lineSeparator()
                    + ItemTable.of(pick(actual, unexpected), unexpected));
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < sections.size(); i++) {
            text.append(i == 0 ? "but " : System.lineSeparator() + "and ").append(sections.get(i));
        }
        return text.toString();
    }

    private static List<Map<String, AttributeValue>> pick(List<Map<String, AttributeValue>> items,
            List<Integer> indexes) {
        List<Map<String, AttributeValue>> picked = new ArrayList<>();
        indexes.forEach(i -> picked.add(items.get(i)));
        return picked;
    }

    /**
     * Pairs of items as one aligned table, expected row above actual row, a row of {@code ^} under the cells that
     * differ, then one line per difference naming the attribute and both typed values.
     */
    static String diff(List<Map<String, AttributeValue>> expected, List<Map<String, AttributeValue>> actual,
            List<Pair> pairs, boolean numbered) {
        Set<String> names = new LinkedHashSet<>();
        pairs.forEach(pair -> names.addAll(expected.get(pair.expected()).keySet()));
        pairs.forEach(pair -> names.addAll(actual.get(pair.actual()).keySet()));
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>();
        header.add("");
        header.addAll(names);
        rows.add(header);
        List<String> lines = new ArrayList<>();
        for (Pair pair : pairs) {
            Map<String, AttributeValue> want = expected.get(pair.expected());
            Map<String, AttributeValue> got = actual.get(pair.actual());
            List<String> wantRow = new ArrayList<>(List.of("expected" + (numbered ? " " + pair.expected() : "")));
            List<String> gotRow = new ArrayList<>(List.of("actual" + (numbered ? " " + pair.actual() : "")));
            List<String> marks = new ArrayList<>(List.of(""));
            for (String name : names) {
                String wantCell = DynamoValues.render(want.get(name));
                String gotCell = DynamoValues.render(got.get(name));
                wantRow.add(wantCell);
                gotRow.add(gotCell);
                boolean differs = !DynamoValues.equal(want.get(name), got.get(name));
                marks.add(differs ? "^".repeat(Math.max(wantCell.length(), gotCell.length())) : "");
                if (differs) {
                    lines.add((pairs.size() > 1 ? "expected " + pair.expected() + " / actual " + pair.actual() + ": "
                            : "") + difference(name, want.get(name), got.get(name)));
                }
            }
            rows.add(wantRow);
            rows.add(gotRow);
            rows.add(marks);
        }
        StringBuilder text = new StringBuilder(ItemTable.align(rows));
        lines.forEach(line -> text.append(System.lineSeparator()).append("  ").append(line));
        return text.toString();
    }

    /** One attribute's difference: {@code amount: expected N 200, was S "200" (...)}, or absent on one side. */
    static String difference(String name, AttributeValue expected, AttributeValue actual) {
        if (expected == null) {
            return name + ": expected absent, was " + DynamoValues.render(actual);
        }
        if (actual == null) {
            return name + ": expected " + DynamoValues.render(expected) + ", was absent";
        }
        return name + ": expected " + DynamoValues.render(expected) + ", was " + DynamoValues.render(actual)
                + typeHint(expected, actual);
    }

    private static String typeHint(AttributeValue expected, AttributeValue actual) {
        if (expected.type() == actual.type()) {
            return "";
        }
        String number = expected.type() == AttributeValue.Type.N ? expected.n()
                : actual.type() == AttributeValue.Type.N ? actual.n() : null;
        String string = expected.type() == AttributeValue.Type.S ? expected.s()
                : actual.type() == AttributeValue.Type.S ? actual.s() : null;
        if (number != null && string != null && sameNumber(number, string)) {
            return " (the same digits, but DynamoDB never equals an S and an N)";
        }
        return " (another DynamoDB type)";
    }

    private static boolean sameNumber(String number, String text) {
        try {
            return new BigDecimal(number).compareTo(new BigDecimal(text.strip())) == 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static int sharedValues(Map<String, AttributeValue> expected, Map<String, AttributeValue> actual) {
        int shared = 0;
        for (Map.Entry<String, AttributeValue> attribute : expected.entrySet()) {
            if (DynamoValues.equal(attribute.getValue(), actual.get(attribute.getKey()))) {
                shared++;
            }
        }
        return shared;
    }
}
