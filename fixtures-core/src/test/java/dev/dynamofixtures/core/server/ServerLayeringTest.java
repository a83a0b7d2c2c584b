package dev.dynamofixtures.core.server;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.dynamofixtures.core.InMemoryDynamo;
import org.junit.jupiter.api.Test;

/** The endpoint is a leaf: only {@link InMemoryDynamo} may start it; nothing else reaches into it. */
class ServerLayeringTest {
    private static final String SERVER = "dev.dynamofixtures.core.internal.server..";

    @Test
    void only_in_memory_dynamo_depends_on_the_server_package() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.dynamofixtures");
        noClasses().that().resideOutsideOfPackage(SERVER).and().doNotBelongToAnyOf(InMemoryDynamo.class)
                .should().dependOnClassesThat().resideInAPackage(SERVER)
                .check(classes);
    }
}
