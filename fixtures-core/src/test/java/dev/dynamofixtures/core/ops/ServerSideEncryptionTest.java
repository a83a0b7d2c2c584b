package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.SSEDescription;
import software.amazon.awssdk.services.dynamodb.model.SSEStatus;
import software.amazon.awssdk.services.dynamodb.model.SSEType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** SSESpecification is reported back as the service reports it, so that code checking a table's encryption can. */
class ServerSideEncryptionTest {
    private final InMemoryDynamo dynamo = InMemoryDynamo.create();
    private final DynamoDbClient client = dynamo.client();

    @AfterEach
    void close() {
        dynamo.close();
    }

    private TableDescription create(String name, java.util.function.Consumer<
            software.amazon.awssdk.services.dynamodb.model.SSESpecification.Builder> sse) {
        return client.createTable(table(name).hash("pk", ScalarAttributeType.S).request().toBuilder()
                .sseSpecification(sse).build()).tableDescription();
    }

    @Test
    void a_table_with_an_aws_owned_key_has_no_sse_description() {
        table("plain").hash("pk", ScalarAttributeType.S).create(client);
        TableDescription disabled = create("disabled", s -> s.enabled(false));

        assertThat(client.describeTable(b -> b.tableName("plain")).table().sseDescription()).isNull();
        assertThat(disabled.sseDescription()).isNull();
    }

    @Test
    void an_enabled_specification_reports_kms_with_the_aws_managed_key_of_the_account() {
        SSEDescription created = create("managed", s -> s.enabled(true)).sseDescription();
        SSEDescription other = create("managed2", s -> s.enabled(true).sseType(SSEType.KMS)).sseDescription();

        assertThat(created.status()).isEqualTo(SSEStatus.ENABLED);
        assertThat(created.sseType()).isEqualTo(SSEType.KMS);
        assertThat(created.kmsMasterKeyArn()).matches("arn:aws:kms:[a-z0-9-]+:[0-9]{12}:key/[0-9a-f-]{36}");
        assertThat(other.kmsMasterKeyArn()).isEqualTo(created.kmsMasterKeyArn());
        assertThat(client.describeTable(b -> b.tableName("managed")).table().sseDescription()).isEqualTo(created);
    }

    @Test
    void a_named_key_is_reported_as_its_arn() {
        String tableArn = create("byId", s -> s.enabled(true).kmsMasterKeyId("1234abcd-12ab-34cd-56ef-1234567890ab"))
                .tableArn();
        String[] arn = tableArn.split(":");
        String kms = "arn:aws:kms:" + arn[3] + ":" + arn[4] + ":";

        assertThat(client.describeTable(b -> b.tableName("byId")).table().sseDescription().kmsMasterKeyArn())
                .isEqualTo(kms + "key/1234abcd-12ab-34cd-56ef-1234567890ab");
        assertThat(create("byAlias", s -> s.enabled(true).kmsMasterKeyId("alias/orders")).sseDescription()
                .kmsMasterKeyArn()).isEqualTo(kms + "alias/orders");
        assertThat(create("byArn", s -> s.enabled(true).kmsMasterKeyId(kms + "key/abc")).sseDescription()
                .kmsMasterKeyArn()).isEqualTo(kms + "key/abc");
    }

    @Test
    void update_table_switches_the_key_and_back_to_an_aws_owned_one() {
        table("switched").hash("pk", ScalarAttributeType.S).create(client);

        client.updateTable(b -> b.tableName("switched").sseSpecification(s -> s.enabled(true).kmsMasterKeyId("k1")));
        assertThat(client.describeTable(b -> b.tableName("switched")).table().sseDescription().kmsMasterKeyArn())
                .endsWith(":key/k1");

        client.updateTable(b -> b.tableName("switched").sseSpecification(s -> s.enabled(false)));
        assertThat(client.describeTable(b -> b.tableName("switched")).table().sseDescription()).isNull();
    }
}
