package dev.dynamofixtures.samples.tournament;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A match of a tournament's regional bracket.
 *
 * @param matchId      the match's id, such as {@code match-005}
 * @param tournamentId the tournament, such as {@code WINTER2024}
 * @param region       the region, such as {@code NA-EAST}
 * @param round        the round, 1 for the first
 * @param stage        the round's name, such as {@code SEMIFINALS}
 * @param bracket      {@code UPPER}, {@code LOWER} or {@code GRAND}
 * @param player1Id    the first player, once known
 * @param player2Id    the second player, once known
 * @param status       {@code SCHEDULED}, {@code IN_PROGRESS} or {@code COMPLETED}
 * @param winnerId     the winner, once completed
 * @param score        the score, once started
 */
public record Match(String matchId, String tournamentId, String region, int round, String stage, String bracket,
                    Optional<String> player1Id, Optional<String> player2Id, String status,
                    Optional<String> winnerId, Optional<String> score) {

    /** Validates the parts. */
    public Match {
        Objects.requireNonNull(matchId, "matchId");
        Objects.requireNonNull(player1Id, "player1Id");
        Objects.requireNonNull(player2Id, "player2Id");
        Objects.requireNonNull(winnerId, "winnerId");
        Objects.requireNonNull(score, "score");
    }

    /** Whether the match is over and has a winner. */
    public boolean isDecided() {
        return "COMPLETED".equals(status) && winnerId.isPresent();
    }

    static Match fromItem(Map<String, AttributeValue> item) {
        return new Match(s(item, "matchId").orElseThrow(), s(item, "tournamentId").orElseThrow(),
                s(item, "region").orElseThrow(), Integer.parseInt(item.get("round").n()), s(item, "stage").orElse(""),
                s(item, "bracket").orElseThrow(), s(item, "player1Id"), s(item, "player2Id"),
                s(item, "status").orElseThrow(), s(item, "winnerId"), s(item, "score"));
    }

    private static Optional<String> s(Map<String, AttributeValue> item, String name) {
        return Optional.ofNullable(item.get(name)).map(AttributeValue::s);
    }
}
