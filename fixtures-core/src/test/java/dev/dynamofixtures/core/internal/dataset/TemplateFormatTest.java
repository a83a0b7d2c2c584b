package dev.dynamofixtures.core.internal.dataset;

import static dev.dynamofixtures.core.internal.dataset.TableShape.attribute;
import static dev.dynamofixtures.core.internal.dataset.TableShape.gsi;
import static dev.dynamofixtures.core.internal.dataset.TableShape.hash;
import static dev.dynamofixtures.core.internal.dataset.TableShape.lsi;
import static dev.dynamofixtures.core.internal.dataset.TableShape.onDemand;
import static dev.dynamofixtures.core.internal.dataset.TableShape.projection;
import static dev.dynamofixtures.core.internal.dataset.TableShape.provisioned;
import static dev.dynamofixtures.core.internal.dataset.TableShape.range;
import static dev.dynamofixtures.core.internal.dataset.TableShape.resource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.dataset.DatasetProblem;
import dev.dynamofixtures.core.dataset.DatasetTable;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;

class TemplateFormatTest {

    /** The orders table of every template: one partition key, a GSI keyed by one plus three attributes. */
    private static CreateTableRequest orders(String name, boolean stream) {
        CreateTableRequest.Builder request = onDemand(name)
                .attributeDefinitions(attribute("order_id", S), attribute("customer_id", S), attribute("status", S),
                        attribute("order_date", S), attribute("amount", N))
                .keySchema(hash("order_id"))
                .globalSecondaryIndexes(gsi("OrdersByStatusDateAmount", projection(ProjectionType.ALL),
                        hash("customer_id"), range("status"), range("order_date"), range("amount")));
        if (stream) {
            request.streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES));
        }
        return request.build();
    }

    private static CreateTableRequest customers() {
        return provisioned("customers", 5, 5)
                .attributeDefinitions(attribute("customer_id", S), attribute("created_at", S), attribute("email", S),
                        attribute("region", S))
                .keySchema(hash("customer_id"), range("created_at"))
                .localSecondaryIndexes(lsi("ByEmail", projection(ProjectionType.KEYS_ONLY), hash("customer_id"),
                        range("email")))
                .globalSecondaryIndexes(gsi("ByRegion", projection(ProjectionType.INCLUDE, "name", "email"), 2, 1,
                        hash("region")))
                .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS)
                .deletionProtectionEnabled(true)
                .build();
    }

    private static void assertSameTable(DatasetTable actual, CreateTableRequest expected) {
        assertThat(TableShape.of(actual.createTableRequest())).as(actual.name()).isEqualTo(TableShape.of(expected));
    }

    private static List<DatasetProblem> problems(String name, String template) {
        DatasetException e = catchThrowableOfType(DatasetException.class, () -> Dataset.parse(name, template));
        assertThat(e).as("the template is refused").isNotNull();
        return e.problems();
    }

    @Test
    void reads_the_tables_of_a_CloudFormation_YAML_template_with_short_form_tags() {
        // given
        Path template = resource("templates/orders-cloudformation.yaml");

        // when
        Dataset dataset = Dataset.read(template);

        // then
        assertThat(dataset.tables()).extracting(DatasetTable::name).containsExactly("OrdersTable", "customers");
        DatasetTable orders = dataset.table("OrdersTable").orElseThrow();
        assertSameTable(orders, orders("OrdersTable", true));
        assertThat(orders.timeToLiveAttribute()).contains("expires_at");
        DatasetTable customers = dataset.table("customers").orElseThrow();
        assertSameTable(customers, customers());
        assertThat(customers.timeToLiveAttribute()).isEmpty();
    }

    @Test
    void a_table_is_defined_where_its_logical_id_stands() {
        // given
        Path template = resource("templates/orders-cloudformation.yaml");

        // when
        List<DatasetTable> tables = Dataset.read(template).tables();

        // then
        assertThat(tables).extracting(DatasetTable::origin)
                .containsExactly(template + ":17:3", template + ":68:3");
    }

    @Test
    void the_JSON_template_with_long_form_functions_gives_the_same_tables_as_the_YAML_one() {
        // given
        Path yaml = resource("templates/orders-cloudformation.yaml");
        Path json = resource("templates/orders-cloudformation.json");

        // when
        List<DatasetTable> fromJson = Dataset.read(json).tables();
        List<DatasetTable> fromYaml = Dataset.read(yaml).tables();

        // then
        assertThat(fromJson).extracting(DatasetTable::createTableRequest)
                .containsExactlyElementsOf(fromYaml.stream().map(DatasetTable::createTableRequest).toList());
        assertSameTable(fromJson.get(0), orders("OrdersTable", true));
        assertSameTable(fromJson.get(1), customers());
        assertThat(fromJson.get(0).timeToLiveAttribute()).contains("expires_at");
    }

    @Test
    void reads_tables_and_simple_tables_of_a_SAM_template_and_skips_its_functions() {
        // given
        Path template = resource("templates/sam-template.yaml");

        // when
        Dataset dataset = Dataset.read(template);

        // then
        assertThat(dataset.tables()).extracting(DatasetTable::name)
                .containsExactly("OrdersTable", "SessionsTable", "CountersTable", "rates");
        assertSameTable(dataset.table("OrdersTable").orElseThrow(), orders("OrdersTable", false));
        assertSameTable(dataset.table("SessionsTable").orElseThrow(), onDemand("SessionsTable")
                .attributeDefinitions(attribute("session_id", S)).keySchema(hash("session_id")).build());
        assertSameTable(dataset.table("CountersTable").orElseThrow(), onDemand("CountersTable")
                .attributeDefinitions(attribute("id", S)).keySchema(hash("id")).build());
        assertSameTable(dataset.table("rates").orElseThrow(), provisioned("rates", 5, 2)
                .attributeDefinitions(attribute("rate_id", N)).keySchema(hash("rate_id")).build());
    }

    @Test
    void reads_tables_and_global_tables_of_a_CDK_synthesized_template() {
        // given
        Path template = resource("templates/OrdersStack.template.json");

        // when
        Dataset dataset = Dataset.read(template);

        // then
        assertThat(dataset.tables()).extracting(DatasetTable::name)
                .containsExactly("OrdersTable315BB997", "events", "InventoryTable0AE2A76D");
        assertSameTable(dataset.table("OrdersTable315BB997").orElseThrow(), orders("OrdersTable315BB997", false));
        DatasetTable events = dataset.table("events").orElseThrow();
        assertSameTable(events, onDemand("events")
                .attributeDefinitions(attribute("pk", S), attribute("sk", S), attribute("event_type", S),
                        attribute("occurred_at", N))
                .keySchema(hash("pk"), range("sk"))
                .globalSecondaryIndexes(gsi("ByTypeAndTime", projection(ProjectionType.INCLUDE, "payload"),
                        hash("event_type"), range("occurred_at")))
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .build());
        assertThat(events.timeToLiveAttribute()).contains("ttl");
        assertSameTable(dataset.table("InventoryTable0AE2A76D").orElseThrow(), provisioned("InventoryTable0AE2A76D",
                10, 5)
                .attributeDefinitions(attribute("warehouse_id", S), attribute("sku", S))
                .keySchema(hash("warehouse_id"), range("sku"))
                .globalSecondaryIndexes(gsi("BySku", projection(ProjectionType.KEYS_ONLY), 4, 3, hash("sku")))
                .build());
    }

    @Test
    void reads_the_resources_section_of_a_serverless_yml() {
        // given
        Path serverless = resource("templates/serverless.yml");

        // when
        Dataset dataset = Dataset.read(serverless);

        // then
        assertThat(dataset.tables()).extracting(DatasetTable::name).containsExactly("OrdersTable", "carts");
        assertSameTable(dataset.table("OrdersTable").orElseThrow(), orders("OrdersTable", false));
        assertSameTable(dataset.table("carts").orElseThrow(), provisioned("carts", 3, 3)
                .attributeDefinitions(attribute("cart_id", S), attribute("line", N))
                .keySchema(hash("cart_id"), range("line"))
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY))
                .build());
        assertThat(dataset.table("carts").orElseThrow().timeToLiveAttribute()).isEqualTo(Optional.empty());
    }

    @Test
    void a_template_without_DynamoDB_resources_defines_no_tables() {
        // given
        String template = """
                Resources:
                  Topic:
                    Type: AWS::SNS::Topic
                    Properties: { TopicName: !Sub "${AWS::StackName}-events" }
                """;

        // when
        Dataset dataset = Dataset.parse("topic.yaml", template);

        // then
        assertThat(dataset.tables()).isEmpty();
    }

    @Test
    void an_unsupported_property_is_named_with_its_position_and_the_nearest_supported_one() {
        // given
        String template = """
                Resources:
                  OrdersTable:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      AttributeDefinitions: [ { AttributeName: order_id, AttributeType: S } ]
                      KeySchema: [ { AttributeName: order_id, KeyType: HASH } ]
                      BillingMode: PAY_PER_REQUEST
                      StreamSpecifications: { StreamViewType: NEW_IMAGE }
                """;

        // when
        List<DatasetProblem> problems = problems("orders.yaml", template);

        // then
        assertThat(problems).singleElement().satisfies(problem -> {
            assertThat(problem.source()).isEqualTo("orders.yaml");
            assertThat(problem.line()).isEqualTo(8);
            assertThat(problem.column()).isEqualTo(7);
            assertThat(problem.message())
                    .startsWith("OrdersTable (AWS::DynamoDB::Table): has property StreamSpecifications, which is not "
                            + "supported (did you mean StreamSpecification?); supported: TableName, "
                            + "AttributeDefinitions, KeySchema")
                    .contains("accepted and ignored (no effect on tests): ContributorInsightsSpecification");
        });
    }

    @Test
    void a_key_attribute_named_by_an_intrinsic_function_must_be_written_literally() {
        // given
        String template = """
                Parameters:
                  KeyName: { Type: String, Default: order_id }
                Resources:
                  OrdersTable:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      BillingMode: PAY_PER_REQUEST
                      AttributeDefinitions:
                        - { AttributeName: order_id, AttributeType: S }
                      KeySchema:
                        - AttributeName: !Ref KeyName
                          KeyType: HASH
                """;

        // when
        List<DatasetProblem> problems = problems("orders.yaml", template);

        // then
        assertThat(problems).singleElement().satisfies(problem -> {
            assertThat(problem.line()).isEqualTo(11);
            assertThat(problem.column()).isEqualTo(26);
            assertThat(problem.message()).isEqualTo("OrdersTable (AWS::DynamoDB::Table): KeySchema[0].AttributeName "
                    + "is !Ref KeyName, which is computed when the stack is deployed and not evaluated here; a dataset "
                    + "needs it written literally in the template");
        });
    }

    @Test
    void a_long_form_function_where_a_literal_is_needed_is_named_too() {
        // given
        String template = """
                {"Resources": {"Orders": {"Type": "AWS::DynamoDB::Table", "Properties": {
                  "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                  "BillingMode": {"Fn::If": ["IsProd", "PROVISIONED", "PAY_PER_REQUEST"]}}}}}
                """;

        // when
        List<DatasetProblem> problems = problems("orders.json", template);

        // then
        assertThat(problems).singleElement().satisfies(problem -> {
            assertThat(problem.line()).isEqualTo(4);
            assertThat(problem.message())
                    .contains("BillingMode is Fn::If, which is computed when the stack is deployed");
        });
    }

    @Test
    void every_problem_of_a_template_is_reported_together() {
        // given
        String template = """
                Resources:
                  OrdersTable:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      AttributeDefinitions: [ { AttributeName: order_id, AttributeType: STRING } ]
                      KeySchema: [ { AttributeName: order_id, KeyType: PARTITION } ]
                      GlobalSecondaryIndexes:
                        - IndexName: ByStatus
                          KeySchema: [ { AttributeName: status, KeyType: HASH } ]
                          Projection: { ProjectionTyp: ALL }
                  CartsTable:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      AttributeDefinitions: [ { AttributeName: cart_id, AttributeType: S } ]
                      KeySchema: [ { AttributeName: cart_id, KeyType: HASH } ]
                """;

        // when
        List<DatasetProblem> problems = problems("tables.yaml", template);

        // then
        assertThat(problems).extracting(DatasetProblem::line).containsExactly(2, 5, 6, 8, 10, 11);
        assertThat(problems).extracting(DatasetProblem::message).satisfiesExactly(
                noThroughput -> assertThat(noThroughput).isEqualTo("OrdersTable (AWS::DynamoDB::Table): has no "
                        + "ProvisionedThroughput, so CloudFormation creates it PROVISIONED (the default BillingMode) "
                        + "and requires one: add ProvisionedThroughput { ReadCapacityUnits, WriteCapacityUnits }, or "
                        + "BillingMode: PAY_PER_REQUEST"),
                type -> assertThat(type).endsWith("AttributeDefinitions[0].AttributeType is STRING, which is not one "
                        + "of S, N, B"),
                keyType -> assertThat(keyType).endsWith("KeySchema[0].KeyType is PARTITION, which is not one of HASH, "
                        + "RANGE"),
                gsiThroughput -> assertThat(gsiThroughput).contains("GlobalSecondaryIndexes[0] (ByStatus) has no "
                        + "ProvisionedThroughput"),
                projection -> assertThat(projection).contains("GlobalSecondaryIndexes[0].Projection has field "
                        + "ProjectionTyp, which is not supported (did you mean ProjectionType?)"),
                carts -> assertThat(carts)
                        .startsWith("CartsTable (AWS::DynamoDB::Table): has no ProvisionedThroughput"));
    }

    @Test
    void a_serverless_yml_including_resources_from_another_file_says_to_import_that_file() {
        // given
        String serverless = """
                service: orders
                provider: { name: aws }
                resources:
                  - ${file(resources/dynamodb.yml)}
                """;

        // when
        List<DatasetProblem> problems = problems("serverless.yml", serverless);

        // then
        assertThat(problems).singleElement().satisfies(problem -> {
            assertThat(problem.line()).isEqualTo(4);
            assertThat(problem.message()).isEqualTo("resources included with ${file(resources/dynamodb.yml)} are not "
                    + "followed: import the included file itself as a template (it holds a Resources section)");
        });
    }

    @Test
    void a_table_the_template_defines_wrongly_for_DynamoDB_is_refused_with_DynamoDBs_message() {
        // given
        String template = """
                Resources:
                  OrdersTable:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      BillingMode: PAY_PER_REQUEST
                      AttributeDefinitions: [ { AttributeName: order_id, AttributeType: S } ]
                      KeySchema: [ { AttributeName: customer_id, KeyType: HASH } ]
                """;

        // when
        List<DatasetProblem> problems = problems("orders.yaml", template);

        // then
        assertThat(problems).singleElement().satisfies(problem -> {
            assertThat(problem.message()).startsWith("table OrdersTable is not a table DynamoDB would create: ");
            assertThat(problem.line()).isEqualTo(2);
            assertThat(problem.column()).isEqualTo(3);
        });
    }
}
