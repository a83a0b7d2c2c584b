package dev.dynamofixtures.core.internal.expr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Tokens as DynamoDB's grammar forms them. */
class LexerTest {

    private static List<String> tokens(String text) {
        return Lexer.tokenize(text).stream().map(token -> token.type() + ":" + token.text()).toList();
    }

    @ParameterizedTest
    @CsvSource({"and, AND", "Or, OR", "between, BETWEEN", "In, IN", "nOt, NOT", "set, SET", "remove, REMOVE",
                "android, ID", "a_b1, ID", "inx, ID"})
    void keywords_are_case_insensitive_and_lose_to_longer_names(String text, Token.Type type) {
        // when / then
        assertThat(Lexer.tokenize(text).get(0).type()).isEqualTo(type);
    }

    @Test
    void digits_form_list_indexes_without_leading_zeros() {
        // when / then
        assertThat(tokens("[01] 120")).containsExactly("LBRACKET:[", "INDEX:0", "INDEX:1", "RBRACKET:]", "INDEX:120",
                "EOF:");
    }

    @Test
    void placeholders_need_at_least_one_name_character() {
        // when / then
        assertThat(tokens("#a_1 :1 # : #-")).containsExactly("NAME_PLACEHOLDER:#a_1", "VALUE_PLACEHOLDER::1",
                "UNKNOWN:#", "UNKNOWN::", "UNKNOWN:#", "MINUS:-", "EOF:");
    }

    @Test
    void operators_take_the_longest_match_and_other_characters_are_single_unknown_tokens() {
        // when / then
        assertThat(tokens("<><=<>=>\"_\uD83D\uDE00")).containsExactly("NE:<>", "LE:<=", "NE:<>", "EQ:=", "GT:>",
                "UNKNOWN:\"", "UNKNOWN:_", "UNKNOWN:\uD83D\uDE00", "EOF:");
    }

    @Test
    void only_space_tab_newline_and_carriage_return_are_whitespace() {
        // when / then
        assertThat(tokens(" \t\r\na\u00a0")).containsExactly("ID:a", "UNKNOWN:\u00a0", "EOF:");
        assertThat(Lexer.tokenize("a  ").get(1).start()).isEqualTo(3);
    }
}
