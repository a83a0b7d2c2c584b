package dev.dynamofixtures.samples.tournament;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * Esports brackets on the {@code DynamoDbAsyncClient}: a GSI partitioned by {@code tournamentId, region} and sorted by
 * {@code round, bracket, matchId} serves a region's bracket, a round, or a round's bracket, each in one Query.
 *
 * <p>Every method returns a future; DynamoDB's errors complete it exceptionally with the SDK's exception (a
 * {@code join()} wraps it in a {@link CompletionException}), except those of {@link #recordResult}, which become a
 * {@link MatchResultRejectedException}.
 */
public final class TournamentMatches {
    /** The table, keyed by {@code matchId}. */
    public static final String TABLE = "tournament-matches";
    /** The GSI: partition {@code tournamentId, region}; sort {@code round, bracket, matchId}. */
    public static final String INDEX = "TournamentRegionIndex";

    private static final Comparator<Standing> LEADERBOARD_ORDER = Comparator.comparingInt(Standing::wins).reversed()
            .thenComparingInt(Standing::losses).thenComparing(Standing::playerId);

    private final DynamoDbAsyncClient dynamo;

    /** The matches of the table {@value #TABLE} of {@code dynamo}. */
    public TournamentMatches(DynamoDbAsyncClient dynamo) {
        this.dynamo = Objects.requireNonNull(dynamo, "dynamo");
    }

    /** Every match of a tournament's region, by round, then bracket, then match id. */
    public CompletableFuture<List<Match>> bracketOf(String tournament, String region) {
        return query(tournament, region, "", Map.of());
    }

    /** The matches of one round of a region, by bracket, then match id: an equality on the first sort attribute. */
    public CompletableFuture<List<Match>> round(String tournament, String region, int round) {
        return query(tournament, region, " AND round = :round", Map.of(":round", n(round)));
    }

    /** The matches of one bracket of one round: equalities on the first two sort attributes. */
    public CompletableFuture<List<Match>> round(String tournament, String region, int round, String bracket) {
        return query(tournament, region, " AND round = :round AND bracket = :bracket",
                Map.of(":round", n(round), ":bracket", AttributeValue.fromS(bracket)));
    }

    /** The matches from a round on (semifinals onwards: round 2): a range on the first sort attribute. */
    public CompletableFuture<List<Match>> roundsFrom(String tournament, String region, int round) {
        return query(tournament, region, " AND round >= :round", Map.of(":round", n(round)));
    }

    /**
     * A region's leaderboard from its completed matches: most wins first, then fewest losses, then player id. One
     * Query of the region's matches.
     */
    public CompletableFuture<List<Standing>> leaderboard(String tournament, String region) {
        return bracketOf(tournament, region).thenApply(matches -> {
            Map<String, int[]> record = new HashMap<>();
            for (Match match : matches) {
                if (!match.isDecided()) {
                    continue;
                }
                String winner = match.winnerId().orElseThrow();
                for (String player : List.of(match.player1Id().orElseThrow(), match.player2Id().orElseThrow())) {
                    record.computeIfAbsent(player, p -> new int[2])[player.equals(winner) ? 0 : 1]++;
                }
            }
            return record.entrySet().stream()
                    .map(e -> new Standing(e.getKey(), e.getValue()[0], e.getValue()[1]))
                    .sorted(LEADERBOARD_ORDER).toList();
        });
    }

    /**
     * Records the result of a match that is not decided yet: its winner (one of its players) and score. The
     * condition is checked by DynamoDB, so two referees cannot both decide a match.
     *
     * @return a future that fails with {@link MatchResultRejectedException} when the match is unknown or already
     *         completed, or {@code winnerId} does not play in it
     */
    public CompletableFuture<Void> recordResult(String matchId, String winnerId, String score) {
        return dynamo.updateItem(b -> b.tableName(TABLE)
                        .key(Map.of("matchId", AttributeValue.fromS(matchId)))
                        .updateExpression("SET #status = :completed, winnerId = :winner, score = :score")
                        .conditionExpression("attribute_exists(matchId) AND #status <> :completed"
                                + " AND (player1Id = :winner OR player2Id = :winner)")
                        .expressionAttributeNames(Map.of("#status", "status"))
                        .expressionAttributeValues(Map.of(":completed", AttributeValue.fromS("COMPLETED"),
                                ":winner", AttributeValue.fromS(winnerId), ":score", AttributeValue.fromS(score)))
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD))
                .handle((response, failure) -> {
                    if (failure == null) {
                        return null;
                    }
                    Throwable cause = failure instanceof CompletionException ? failure.getCause() : failure;
                    if (cause instanceof ConditionalCheckFailedException rejected) {
                        throw new CompletionException(new MatchResultRejectedException(
                                why(matchId, winnerId, rejected.item()), rejected));
                    }
                    throw failure instanceof CompletionException completion ? completion
                            : new CompletionException(failure);
                });
    }

    private static String why(String matchId, String winnerId, Map<String, AttributeValue> match) {
        if (match == null || match.isEmpty()) {
            return "There is no match " + matchId;
        }
        if ("COMPLETED".equals(match.get("status").s())) {
            return "The match " + matchId + " is already decided";
        }
        return "The player " + winnerId + " does not play in the match " + matchId;
    }

    /** The matches of a tournament's region (both partition attributes by equality) and {@code sortCondition}. */
    private CompletableFuture<List<Match>> query(String tournament, String region, String sortCondition,
            Map<String, AttributeValue> sortValues) {
        Map<String, AttributeValue> values = new HashMap<>(sortValues);
        values.put(":tournament", AttributeValue.fromS(Objects.requireNonNull(tournament, "tournament")));
        values.put(":region", AttributeValue.fromS(Objects.requireNonNull(region, "region")));
        QueryRequest request = QueryRequest.builder()
                .tableName(TABLE)
                .indexName(INDEX)
                .keyConditionExpression("tournamentId = :tournament AND #region = :region" + sortCondition)
                .expressionAttributeNames(Map.of("#region", "region"))
                .expressionAttributeValues(values)
                .build();
        List<Map<String, AttributeValue>> items = Collections.synchronizedList(new ArrayList<>());
        return dynamo.queryPaginator(request).items().subscribe(items::add)
                .thenApply(done -> items.stream().map(Match::fromItem).toList());
    }

    private static AttributeValue n(int value) {
        return AttributeValue.fromN(Integer.toString(value));
    }
}
