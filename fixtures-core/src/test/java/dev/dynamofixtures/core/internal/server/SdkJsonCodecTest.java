package dev.dynamofixtures.core.internal.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dynamofixtures.core.server.ModelSamples;
import dev.dynamofixtures.core.server.ModelSamples.Sample;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** The generic codec: SDK object to wire JSON and back, with the service's encodings. */
class SdkJsonCodecTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static List<Sample> samples() {
        return ModelSamples.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void every_request_shape_decodes_back_to_an_equal_request(Sample sample) {
        // given
        byte[] json = SdkJsonEncoder.encode(sample.request());

        // when
        Object decoded = SdkJsonDecoder.decode(json, builderOf(sample.request()));

        // then
        assertThat(decoded).isEqualTo(sample.request());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void every_response_shape_decodes_back_to_an_equal_response(Sample sample) {
        // given
        byte[] json = SdkJsonEncoder.encode(sample.response());

        // when
        Object decoded = SdkJsonDecoder.decode(json, builderOf(sample.response()));

        // then
        assertThat(decoded).isEqualTo(sample.response());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void every_request_encodes_to_the_json_the_aws_sdk_itself_sends(Sample sample) throws IOException {
        // given
        byte[] sdk = SdkMarshalling.body(sample.operation(), sample.request());

        // when
        byte[] ours = SdkJsonEncoder.encode(sample.request());

        // then
        assertThat(JSON.readTree(ours)).isEqualTo(JSON.readTree(sdk));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void the_json_the_aws_sdk_sends_decodes_to_the_request_it_was_made_from(Sample sample) {
        // given
        byte[] sdk = SdkMarshalling.body(sample.operation(), sample.request());

        // when
        Object decoded = SdkJsonDecoder.decode(sdk, builderOf(sample.request()));

        // then
        assertThat(decoded).isEqualTo(sample.request());
    }

    @Test
    void attribute_values_are_written_as_the_service_writes_them() throws IOException {
        // given
        GetItemResponse response = GetItemResponse.builder().item(Map.of(
                "n", AttributeValue.fromN("-12.50"),
                "b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2, 3})),
                "ns", AttributeValue.fromNs(List.of("10", "2")),
                "bs", AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {0}))),
                "nul", AttributeValue.fromNul(true),
                "m", AttributeValue.fromM(Map.of()),
                "l", AttributeValue.fromL(List.of()))).build();

        // when
        JsonNode item = JSON.readTree(SdkJsonEncoder.encode(response)).get("Item");

        // then
        assertThat(item.get("n").toString()).isEqualTo("{\"N\":\"-12.50\"}");
        assertThat(item.get("b").toString()).isEqualTo("{\"B\":\"AQID\"}");
        assertThat(item.get("ns").toString()).isEqualTo("{\"NS\":[\"10\",\"2\"]}");
        assertThat(item.get("bs").toString()).isEqualTo("{\"BS\":[\"AA==\"]}");
        assertThat(item.get("nul").toString()).isEqualTo("{\"NULL\":true}");
        assertThat(item.get("m").toString()).isEqualTo("{\"M\":{}}");
        assertThat(item.get("l").toString()).isEqualTo("{\"L\":[]}");
    }

    @Test
    void timestamps_are_epoch_seconds_with_milliseconds_like_the_service() {
        // given
        TableDescription table = TableDescription.builder().tableName("orders")
                .creationDateTime(Instant.ofEpochMilli(1_795_350_969_568L)).build();

        // when
        String json = new String(SdkJsonEncoder.encode(table), StandardCharsets.UTF_8);

        // then
        assertThat(json).isEqualTo("{\"TableName\":\"orders\",\"CreationDateTime\":1795350969.568}");
        assertThat(SdkJsonEncoder.epochSeconds(Instant.EPOCH)).isEqualTo("0.000");
    }

    @Test
    void doubles_longs_and_integers_are_json_numbers() {
        // given
        ConsumedCapacity capacity = ConsumedCapacity.builder().tableName("t").capacityUnits(2.0).readCapacityUnits(0.5)
                .build();

        // when
        String json = new String(SdkJsonEncoder.encode(capacity), StandardCharsets.UTF_8);

        // then
        assertThat(json).isEqualTo("{\"TableName\":\"t\",\"CapacityUnits\":2.0,\"ReadCapacityUnits\":0.5}");
    }

    @Test
    void unset_lists_and_maps_are_omitted_and_explicitly_empty_ones_are_written() {
        // given
        BatchWriteItemResponse empty = BatchWriteItemResponse.builder().unprocessedItems(Map.of()).build();
        BatchWriteItemResponse unset = BatchWriteItemResponse.builder().build();

        // when
        String emptyJson = new String(SdkJsonEncoder.encode(empty), StandardCharsets.UTF_8);
        String unsetJson = new String(SdkJsonEncoder.encode(unset), StandardCharsets.UTF_8);

        // then
        assertThat(emptyJson).isEqualTo("{\"UnprocessedItems\":{}}");
        assertThat(unsetJson).isEqualTo("{}");
    }

    @Test
    void an_empty_set_in_a_request_reaches_the_engine_as_set_so_it_can_reject_it() {
        // when
        PutItemRequest request = (PutItemRequest) SdkJsonDecoder.decode(
                bytes("{\"TableName\":\"t\",\"Item\":{\"s\":{\"SS\":[]},\"e\":{}}}"), PutItemRequest.builder());

        // then
        assertThat(request.item().get("s").hasSs()).isTrue();
        assertThat(request.item().get("s").ss()).isEmpty();
        assertThat(request.item().get("e").type()).isEqualTo(AttributeValue.Type.UNKNOWN_TO_SDK_VERSION);
    }

    @Test
    void unknown_members_are_ignored_and_null_means_absent_like_dynamodb_local() {
        // when
        GetItemRequest request = (GetItemRequest) SdkJsonDecoder.decode(
                bytes("{\"TableName\":\"t\",\"Unknown\":{\"x\":[1,{\"y\":null}]},\"ProjectionExpression\":null}"),
                GetItemRequest.builder());

        // then
        assertThat(request).isEqualTo(GetItemRequest.builder().tableName("t").build());
    }

    @Test
    void numeric_strings_and_scalar_strings_are_accepted_like_dynamodb_local() {
        // when
        QueryRequest request = (QueryRequest) SdkJsonDecoder.decode(
                bytes("{\"TableName\":\"t\",\"Limit\":\"5\",\"ScanIndexForward\":\"false\","
                        + "\"ExpressionAttributeValues\":{\":v\":{\"S\":5}}}"), QueryRequest.builder());

        // then
        assertThat(request.limit()).isEqualTo(5);
        assertThat(request.scanIndexForward()).isFalse();
        assertThat(request.expressionAttributeValues()).containsEntry(":v", AttributeValue.fromS("5"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{\"TableName\":\"t\",\"ConsistentRead\":\"yes\"}|Invalid value for 'ConsistentRead': expected a boolean, found a string",
        "{\"TableName\":\"t\",\"Key\":[]}|Invalid value for 'Key': expected a JSON object, found an array",
        "{\"TableName\":\"t\",\"Key\":{\"pk\":{\"B\":\"!!!\"}}}|Invalid value for 'Key.pk.B': not valid base64",
        "{\"TableName\":\"t\",\"Key\":{\"pk\":{\"SS\":[\"a\",null]}}}|Invalid value for 'Key.pk.SS[1]': expected a value, found null",
        "{\"TableName\":\"t\",\"Key\":{\"pk\":null}}|Invalid value for 'Key.pk': expected a value, found null",
        "{\"TableName\":{\"a\":1}}|Invalid value for 'TableName': expected a string, found an object",
        "[1,2]|Invalid value for the request body: expected a JSON object, found an array",
        "{\"TableName\":\"t\"} {}|Unexpected an object after the request's JSON object",
        "{\"TableName\":|Malformed JSON in the request body: Unexpected end-of-input",
        "{'TableName':'t'}|Malformed JSON in the request body: Unexpected character (''' (code 39))",
    })
    void a_body_that_does_not_fit_the_model_is_a_malformed_request_naming_where(String body, String message) {
        assertThatThrownBy(() -> SdkJsonDecoder.decode(bytes(body), GetItemRequest.builder()))
                .isInstanceOf(MalformedRequestException.class)
                .hasMessageStartingWith(message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{\"Limit\":1.5}|Invalid value for 'Limit': 1.5 is not an integer between -2147483648 and 2147483647",
        "{\"Limit\":4294967296}|Invalid value for 'Limit': 4294967296 is not an integer between",
        "{\"Limit\":\"lots\"}|Invalid value for 'Limit': 'lots' is not a number",
        "{\"Limit\":true}|Invalid value for 'Limit': expected a number, found a boolean",
    })
    void a_number_member_takes_only_numbers_in_range(String body, String message) {
        assertThatThrownBy(() -> SdkJsonDecoder.decode(bytes(body), ListTablesRequest.builder()))
                .isInstanceOf(MalformedRequestException.class)
                .hasMessageStartingWith(message);
    }

    @Test
    void an_empty_body_is_a_malformed_request() {
        assertThatThrownBy(() -> SdkJsonDecoder.decode(new byte[0], ListTablesRequest.builder()))
                .isInstanceOf(MalformedRequestException.class)
                .hasMessage("The request body is empty: expected a JSON object");
    }

    @Test
    void a_body_nested_beyond_the_parsers_limit_is_a_malformed_request_not_a_crash() {
        // given
        String deep = "{\"TableName\":\"t\",\"Key\":{\"pk\":" + "{\"L\":[".repeat(5_000) + "]}".repeat(5_000) + "}}";

        // when / then
        assertThatThrownBy(() -> SdkJsonDecoder.decode(bytes(deep), GetItemRequest.builder()))
                .isInstanceOf(MalformedRequestException.class)
                .hasMessageContaining("nesting depth");
    }

    @Test
    void timestamps_decode_from_epoch_seconds_with_fraction() {
        // when
        TableDescription table = (TableDescription) SdkJsonDecoder.decode(
                bytes("{\"CreationDateTime\":1795350969.568,\"BillingModeSummary\":"
                        + "{\"LastUpdateToPayPerRequestDateTime\":1.795350969E9}}"), TableDescription.builder());

        // then
        assertThat(table.creationDateTime()).isEqualTo(Instant.ofEpochMilli(1_795_350_969_568L));
        assertThat(table.billingModeSummary().lastUpdateToPayPerRequestDateTime())
                .isEqualTo(Instant.ofEpochSecond(1_795_350_969L));
    }

    private static SdkPojo builderOf(SdkPojo pojo) {
        try {
            return (SdkPojo) pojo.getClass().getMethod("builder").invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }
}
