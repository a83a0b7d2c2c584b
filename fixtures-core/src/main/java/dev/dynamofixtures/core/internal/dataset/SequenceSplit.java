package dev.dynamofixtures.core.internal.dataset;

import java.util.Arrays;

/**
 * Where a long block sequence of one-line items can be cut in two, so that {@link FastYaml} reads the halves on two
 * threads: a dataset's items are usually one flow mapping per line ({@code - { order_id: K1, ... }}), and a large
 * dataset is mostly that list. Found by one pass over the lines from the sequence's first dash: the sequence is
 * splittable only when every line until its end holds a dash at exactly the sequence's column (an item on one line)
 * or is blank or a comment; any deeper line (an item over several lines) and anything unusual leaves the sequence to
 * the ordinary one-thread reading. The cut is at the start of the middle item's line.
 */
record SequenceSplit(int start, int line, int cut, int cutLine, int end, int endLine) {

    /**
     * The split of the block sequence whose first dash the cursor is at (column {@code column} of the line that
     * starts at {@code start}), or null when it is shorter than {@code minChars} or not made of one-line items.
     */
    static SequenceSplit find(String text, int start, int line, int limit, int column, boolean indentless,
                              int minChars) {
        if (limit - start < minChars) {
            return null;
        }
        int[] items = new int[1024];
        int[] lines = new int[1024];
        int count = 0;
        int i = start;
        int number = line;
        int end = limit;
        while (i < limit) {
            int newline = text.indexOf('\n', i);
            int lineEnd = newline < 0 || newline >= limit ? limit : newline;
            int j = i;
            while (j < lineEnd && text.charAt(j) == ' ') {
                j++;
            }
            char c = j < lineEnd ? text.charAt(j) : '\n';
            boolean blank = c == '\n' || c == '#' || (c == '\r' && j == lineEnd - 1);
            if (!blank) {
                int indent = j - i;
                if (indent == column && c == '-' && j + 1 < lineEnd && text.charAt(j + 1) == ' ') {
                    if (count == items.length) {
                        items = Arrays.copyOf(items, count * 2);
                        lines = Arrays.copyOf(lines, count * 2);
                    }
                    items[count] = i;
                    lines[count++] = number;
                } else if (indent < column || (indent == column && indentless)) {
                    end = i;
                    break;
                } else {
                    return null; // an item over several lines, or something only the line-by-line reading judges
                }
            }
            if (lineEnd == limit) {
                i = limit;
                break;
            }
            i = lineEnd + 1;
            number++;
        }
        if (count < 2 || items[0] != start) {
            return null;
        }
        int middle = count / 2;
        return new SequenceSplit(start, line, items[middle], lines[middle], end, number);
    }
}
