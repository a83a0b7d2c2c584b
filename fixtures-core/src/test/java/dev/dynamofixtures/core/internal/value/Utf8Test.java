package dev.dynamofixtures.core.internal.value;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class Utf8Test {

    @Test
    void strings_sort_by_utf8_bytes_so_supplementary_characters_follow_uffff() {
        List<String> values = new ArrayList<>(List.of("\uD83D\uDE00", "\uFFFF", "é", "aa", "a", "B", "9", "10", " "));
        values.sort(Utf8::compare);
        assertThat(values).containsExactly(" ", "10", "9", "B", "a", "aa", "é", "\uFFFF", "\uD83D\uDE00");
    }

    @Property
    void compare_agrees_with_unsigned_comparison_of_utf8_bytes(@ForAll String a, @ForAll String b) {
        int expected = Integer.signum(Arrays.compareUnsigned(
                a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8)));
        assertThat(Integer.signum(Utf8.compare(a, b))).isEqualTo(expected);
    }

    @Property
    void length_equals_the_utf8_encoding_length_of_well_formed_strings(@ForAll String s) {
        String wellFormed = new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
        assertThat(Utf8.length(wellFormed)).isEqualTo(wellFormed.getBytes(StandardCharsets.UTF_8).length);
    }
}
