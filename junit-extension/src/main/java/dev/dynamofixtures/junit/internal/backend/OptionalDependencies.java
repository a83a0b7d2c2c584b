package dev.dynamofixtures.junit.internal.backend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Whether the optional libraries a backend needs are on the class path, and the message naming the exact
 * dependencies to add when one is not. The presence test is a parameter so tests can simulate a missing library.
 */
final class OptionalDependencies {
    static final String DYNAMODB_LOCAL_VERSION = "3.3.1";
    static final String TESTCONTAINERS_VERSION = "1.21.3";
    static final String SDK_BOM_VERSION = "2.54.15";

    /** A class DynamoDB Local's embedded mode loads, and the artifact that brings it. */
    private record Needed(String className, String artifact) {
    }

    private static final List<Needed> DYNAMODB_LOCAL = List.of(
            new Needed("software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded",
                    "software.amazon.dynamodb:DynamoDBLocal:" + DYNAMODB_LOCAL_VERSION),
            new Needed("com.almworks.sqlite4java.SQLiteConnection",
                    "com.almworks.sqlite4java:sqlite4java:" + Sqlite4javaNatives.VERSION
                            + " (a dependency of DynamoDBLocal: do not exclude it)"),
            new Needed("kotlin.Unit",
                    "org.jetbrains.kotlin:kotlin-stdlib (a dependency of DynamoDBLocal: do not exclude it)"));

    private OptionalDependencies() {
    }

    /** Whether the class named {@code className} can be loaded by this library's class loader (without initialising it). */
    static boolean present(String className) {
        try {
            Class.forName(className, false, OptionalDependencies.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /**
     * Checks that DynamoDB Local can run in-process.
     *
     * @throws BackendSetupException naming the dependencies to add
     */
    static void requireDynamoDbLocal(Predicate<String> present) {
        List<String> missing = new ArrayList<>();
        for (Needed needed : DYNAMODB_LOCAL) {
            if (!present.test(needed.className())) {
                missing.add(needed.artifact() + " (class " + needed.className() + ")");
            }
        }
        if (!missing.isEmpty()) {
            throw new BackendSetupException(dynamoDbLocalMessage(missing));
        }
    }

    /**
     * Checks that Testcontainers is on the class path.
     *
     * @throws BackendSetupException naming the dependency to add
     */
    static void requireTestcontainers(Predicate<String> present) {
        if (!present.test("org.testcontainers.DockerClientFactory")) {
            throw new BackendSetupException("The testcontainers backend runs DynamoDB Local in Docker through "
                    + "Testcontainers, which is not on the test class path (class org.testcontainers."
                    + "DockerClientFactory is missing). Add it to your pom.xml:\n"
                    + dependency("org.testcontainers", "testcontainers", TESTCONTAINERS_VERSION)
                    + "Gradle: testImplementation(\"org.testcontainers:testcontainers:" + TESTCONTAINERS_VERSION
                    + "\")\nOr pick the dynamodb-local backend: DynamoDB Local in-process, no Docker.");
        }
    }

    private static String dynamoDbLocalMessage(List<String> missing) {
        return "The dynamodb-local backend runs Amazon's DynamoDB Local in-process, and it is not on the test "
                + "class path. Missing: " + String.join("; ", missing) + ".\n"
                + "Add to your pom.xml:\n"
                + dependency("software.amazon.dynamodb", "DynamoDBLocal", DYNAMODB_LOCAL_VERSION)
                + "DynamoDB Local " + DYNAMODB_LOCAL_VERSION + " asks for AWS SDK 2.48.3 modules: import a recent "
                + "AWS SDK BOM so that one SDK version is used throughout, in <dependencyManagement>:\n"
                + "  <dependency>\n"
                + "    <groupId>software.amazon.awssdk</groupId>\n"
                + "    <artifactId>bom</artifactId>\n"
                + "    <version>" + SDK_BOM_VERSION + "</version>\n"
                + "    <type>pom</type>\n"
                + "    <scope>import</scope>\n"
                + "  </dependency>\n"
                + "Its native SQLite library (com.almworks.sqlite4java:libsqlite4java-linux-amd64:"
                + Sqlite4javaNatives.VERSION + ", type so, or the osx / win32 variant) comes with DynamoDBLocal and "
                + "is found in your Maven repository automatically; no copy step is needed.\n"
                + "Gradle: testImplementation(\"software.amazon.dynamodb:DynamoDBLocal:" + DYNAMODB_LOCAL_VERSION
                + "\") and testImplementation(platform(\"software.amazon.awssdk:bom:" + SDK_BOM_VERSION + "\"))";
    }

    private static String dependency(String groupId, String artifactId, String version) {
        return "  <dependency>\n"
                + "    <groupId>" + groupId + "</groupId>\n"
                + "    <artifactId>" + artifactId + "</artifactId>\n"
                + "    <version>" + version + "</version>\n"
                + "    <scope>test</scope>\n"
                + "  </dependency>\n";
    }
}
