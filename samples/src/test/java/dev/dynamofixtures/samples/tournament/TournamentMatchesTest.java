package dev.dynamofixtures.samples.tournament;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Tournament brackets on the asynchronous client ({@code /datasets/tournament-matches.yml}: WINTER2024 is over, the
 * WEEKLY-CUP is being played at the fixture's clock): a region's bracket, its rounds and leaderboard through the
 * two-attribute-partition, three-attribute-sort GSI, and what DynamoDB's query validation rejects on such an index,
 * with its exact messages. Runs unchanged on DynamoDB Local in CI.
 */
@DynamoFixture(seed = "/datasets/tournament-matches.yml", clock = "2025-11-05T18:00:00Z")
class TournamentMatchesTest {
    private DynamoDbAsyncClient dynamo;
    private TournamentMatches matches;

    @BeforeEach
    void matches(DynamoDbAsyncClient dynamo) {
        this.dynamo = dynamo;
        this.matches = new TournamentMatches(dynamo);
    }

    private static List<String> ids(CompletableFuture<List<Match>> matches) {
        return matches.join().stream().map(Match::matchId).toList();
    }

    // Bracket and leaderboard queries.

    @Test
    void a_regions_bracket_comes_back_by_round_then_bracket_then_match() {
        // round is a Number: 1, 2, 3, 4; within a round LOWER sorts before UPPER
        assertThat(ids(matches.bracketOf("WINTER2024", "NA-EAST"))).containsExactly(
                "match-001", "match-002", "match-003", "match-004",
                "match-007", "match-008", "match-005", "match-006",
                "match-010", "match-009",
                "match-011");
    }

    @Test
    void both_partition_attributes_select_the_region() {
        assertThat(matches.bracketOf("WINTER2024", "EU-WEST").join()).hasSize(11)
                .allSatisfy(match -> assertThat(match.region()).isEqualTo("EU-WEST"));
        assertThat(matches.bracketOf("WINTER2024", "APAC").join()).isEmpty();
        assertThat(matches.bracketOf("WEEKLY-CUP", "NA-EAST").join()).hasSize(7);
    }

    @Test
    void equalities_on_the_leading_sort_attributes_select_a_round_and_a_bracket() {
        assertThat(ids(matches.round("WINTER2024", "NA-EAST", 2)))
                .containsExactly("match-007", "match-008", "match-005", "match-006");
        assertThat(ids(matches.round("WINTER2024", "NA-EAST", 2, "UPPER"))).containsExactly("match-005", "match-006");
        assertThat(matches.round("WINTER2024", "NA-EAST", 4, "GRAND").join()).singleElement()
                .satisfies(grandFinal -> {
                    assertThat(grandFinal.stage()).isEqualTo("GRAND_FINAL");
                    assertThat(grandFinal.winnerId()).contains("101");
                    assertThat(grandFinal.score()).contains("3-2");
                });
    }

    @Test
    void a_range_on_the_first_sort_attribute_selects_the_later_rounds() {
        assertThat(ids(matches.roundsFrom("WINTER2024", "NA-EAST", 3)))
                .containsExactly("match-010", "match-009", "match-011");
    }

    @Test
    void the_leaderboard_is_one_query_of_the_regions_partition_of_the_index(DynamoFixtureContext fixture) {
        // when
        List<Standing> leaderboard = matches.leaderboard("WINTER2024", "NA-EAST").join();

        // then the async client's one call read the region's eleven matches, both partition attributes given
        assertThat(leaderboard).first().isEqualTo(new Standing("101", 4, 0));
        assertThat(fixture.operations()).hasCalls(1).hasNoScans().allQueriesUseIndex(TournamentMatches.INDEX)
                .readsAtMostTimesWhatItReturns(1)
                .lastCall().hasKeyConditionShape("tournamentId = :value AND region = :value")
                .hasItemsRead(11).hasItemsReturned(11);
        // and the standings are those of the partition's decided matches: 101 won the four it played
        assertThat(fixture).table(TournamentMatches.TABLE).index(TournamentMatches.INDEX)
                .partition("tournamentId", "WINTER2024", "region", "NA-EAST")
                .isSortedBy("round", "bracket", "matchId")
                .extracting("winnerId").hasSize(11).filteredOn("101"::equals).hasSize(4);
    }

    @Test
    void the_leaderboard_ranks_by_wins_then_fewest_losses_then_player() {
        assertThat(matches.leaderboard("WINTER2024", "NA-EAST").join()).containsExactly(
                new Standing("101", 4, 0),
                new Standing("103", 2, 1),
                new Standing("105", 2, 2),
                new Standing("102", 1, 1),
                new Standing("104", 1, 1),
                new Standing("107", 1, 2),
                new Standing("106", 0, 2),
                new Standing("108", 0, 2));
    }

    @Test
    void a_recorded_result_enters_the_leaderboard_of_a_tournament_in_progress() {
        // given the WEEKLY-CUP's two decided matches; match-036 is being played
        assertThat(matches.leaderboard("WEEKLY-CUP", "NA-EAST").join()).extracting(Standing::playerId)
                .containsExactly("101", "110", "105", "112");

        // when
        matches.recordResult("match-036", "103", "2-1").join();

        // then
        assertThat(matches.leaderboard("WEEKLY-CUP", "NA-EAST").join()).containsExactly(
                new Standing("101", 1, 0), new Standing("103", 1, 0), new Standing("110", 1, 0),
                new Standing("105", 0, 1), new Standing("111", 0, 1), new Standing("112", 0, 1));
    }

    @Test
    void a_result_is_refused_for_a_decided_match_an_outsider_or_an_unknown_match(DynamoDbClient sync) {
        assertThatThrownBy(() -> matches.recordResult("match-034", "112", "0-2").join())
                .isInstanceOf(CompletionException.class)
                .cause().isInstanceOf(MatchResultRejectedException.class)
                .hasMessage("The match match-034 is already decided");
        assertThatThrownBy(() -> matches.recordResult("match-036", "101", "2-0").join())
                .cause().isInstanceOf(MatchResultRejectedException.class)
                .hasMessage("The player 101 does not play in the match match-036");
        assertThatThrownBy(() -> matches.recordResult("match-999", "101", "2-0").join())
                .cause().isInstanceOf(MatchResultRejectedException.class)
                .hasMessage("There is no match match-999");
        assertThat(sync.getItem(b -> b.tableName(TournamentMatches.TABLE)
                .key(Map.of("matchId", AttributeValue.fromS("match-034")))))
                .hasString("winnerId", "101").hasString("score", "2-0");
        assertThat(sync.getItem(b -> b.tableName(TournamentMatches.TABLE)
                .key(Map.of("matchId", AttributeValue.fromS("match-999")))).hasItem()).isFalse();
    }

    // What query validation rejects on a multi-attribute GSI, as DynamoDB says it.

    private DynamoDbException rejection(String keyCondition, Map<String, AttributeValue> values) {
        QueryRequest request = QueryRequest.builder()
                .tableName(TournamentMatches.TABLE)
                .indexName(TournamentMatches.INDEX)
                .keyConditionExpression(keyCondition)
                .expressionAttributeNames(keyCondition.contains("#region") ? Map.of("#region", "region") : null)
                .expressionAttributeValues(values)
                .build();
        Throwable failure = org.assertj.core.api.Assertions.catchThrowable(() -> dynamo.query(request).join());
        assertThat(failure).isInstanceOf(CompletionException.class).cause().isInstanceOf(DynamoDbException.class);
        DynamoDbException rejected = (DynamoDbException) failure.getCause();
        assertThat(rejected.statusCode()).isEqualTo(400);
        assertThat(rejected.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
        return rejected;
    }

    private static Map<String, AttributeValue> values(Object... namesAndValues) {
        Map<String, AttributeValue> values = new java.util.HashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            Object value = namesAndValues[i + 1];
            values.put((String) namesAndValues[i], value instanceof Integer n
                    ? AttributeValue.fromN(n.toString()) : AttributeValue.fromS((String) value));
        }
        return values;
    }

    @Test
    void a_query_that_skips_a_sort_attribute_is_rejected(DynamoFixtureContext fixture) {
        DynamoDbException rejected = rejection(
                "tournamentId = :t AND #region = :r AND bracket = :bracket",
                values(":t", "WINTER2024", ":r", "NA-EAST", ":bracket", "UPPER"));

        assertThat(rejected.awsErrorDetails().errorMessage()).isEqualTo("RANGE key attributes round must have "
                + "equality conditions specified in the query because a condition is present on key attribute bracket");
        // the operation log keeps the failed call, with the shape of its key condition
        assertThat(fixture.operations()).hasCalls(1).lastCall().isQuery().usesIndex(TournamentMatches.INDEX)
                .hasKeyConditionShape("tournamentId = :value AND region = :value AND bracket = :value")
                .failedWith("ValidationException");
    }

    @Test
    void a_query_that_skips_two_sort_attributes_names_both() {
        DynamoDbException rejected = rejection(
                "tournamentId = :t AND #region = :r AND matchId = :m",
                values(":t", "WINTER2024", ":r", "NA-EAST", ":m", "match-005"));

        assertThat(rejected.awsErrorDetails().errorMessage()).isEqualTo("RANGE key attributes round, bracket must "
                + "have equality conditions specified in the query because a condition is present on key attribute "
                + "matchId");
    }

    @Test
    void a_range_before_the_last_constrained_sort_attribute_is_rejected() {
        DynamoDbException rejected = rejection(
                "tournamentId = :t AND #region = :r AND round >= :round AND bracket = :bracket",
                values(":t", "WINTER2024", ":r", "NA-EAST", ":round", 2, ":bracket", "UPPER"));

        assertThat(rejected.awsErrorDetails().errorMessage()).isEqualTo("RANGE key attributes round must have "
                + "equality conditions specified in the query because a condition is present on key attribute bracket");
    }

    @Test
    void a_query_with_one_of_the_two_partition_attributes_is_rejected() {
        DynamoDbException rejected = rejection("tournamentId = :t", values(":t", "WINTER2024"));

        assertThat(rejected.awsErrorDetails().errorMessage())
                .isEqualTo("HASH key attributes region must have equality conditions specified in the query");
    }

    @Test
    void a_key_attribute_cannot_be_filtered_instead() {
        // The workaround that does not work: the skipped sort attribute as a filter.
        QueryRequest request = QueryRequest.builder()
                .tableName(TournamentMatches.TABLE)
                .indexName(TournamentMatches.INDEX)
                .keyConditionExpression("tournamentId = :t AND #region = :r")
                .filterExpression("bracket = :bracket")
                .expressionAttributeNames(Map.of("#region", "region"))
                .expressionAttributeValues(values(":t", "WINTER2024", ":r", "NA-EAST", ":bracket", "UPPER"))
                .build();

        assertThatThrownBy(() -> dynamo.query(request).join())
                .isInstanceOf(CompletionException.class)
                .cause().isInstanceOf(DynamoDbException.class)
                .hasMessageStartingWith("Filter Expression can only contain non-primary key attributes: "
                        + "Primary key attribute: bracket");
    }
}
