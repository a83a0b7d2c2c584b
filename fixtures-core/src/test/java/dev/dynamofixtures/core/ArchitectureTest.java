package dev.dynamofixtures.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The layers of ARCHITECTURE.md, one direction only: client/server -> ops -> expr, schema -> storage -> value. */
class ArchitectureTest {
    private static final String INTERNAL = "dev.dynamofixtures.core.internal.";
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.dynamofixtures.core");
    }

    @Test
    void values_and_errors_depend_on_no_other_layer() {
        noClasses().that().resideInAnyPackage(INTERNAL + "value..", INTERNAL + "error..")
                .should().dependOnClassesThat().resideInAnyPackage(INTERNAL + "storage..", INTERNAL + "expr..",
                        INTERNAL + "schema..", INTERNAL + "ops..", INTERNAL + "client..", INTERNAL + "server..")
                .check(classes);
    }

    @Test
    void storage_knows_nothing_of_expressions_requests_or_clients() {
        noClasses().that().resideInAPackage(INTERNAL + "storage..")
                .should().dependOnClassesThat().resideInAnyPackage(INTERNAL + "expr..", INTERNAL + "schema..",
                        INTERNAL + "ops..", INTERNAL + "client..", INTERNAL + "server..")
                .check(classes);
    }

    @Test
    void expressions_and_schema_do_not_reach_up_to_operations_or_clients() {
        noClasses().that().resideInAnyPackage(INTERNAL + "expr..", INTERNAL + "schema..")
                .should().dependOnClassesThat().resideInAnyPackage(INTERNAL + "ops..", INTERNAL + "client..",
                        INTERNAL + "server..")
                .check(classes);
    }

    @Test
    void operations_do_not_depend_on_the_client_or_server_adapters() {
        noClasses().that().resideInAPackage(INTERNAL + "ops..")
                .should().dependOnClassesThat().resideInAnyPackage(INTERNAL + "client..", INTERNAL + "server..")
                .check(classes);
    }

    @Test
    void nothing_depends_on_kotlin() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("kotlin..", "kotlinx..").check(classes);
    }
}
