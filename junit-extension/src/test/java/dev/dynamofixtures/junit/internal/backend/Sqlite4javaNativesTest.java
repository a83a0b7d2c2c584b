package dev.dynamofixtures.junit.internal.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.junit.internal.backend.Sqlite4javaNatives.Machine;
import dev.dynamofixtures.junit.internal.backend.Sqlite4javaNatives.Platform;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Sqlite4javaNativesTest {
    private static final byte[] LIBRARY = "not really a shared object".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path home;

    private final Map<String, String> properties = new HashMap<>();

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @CsvSource({
            "Linux,      amd64,   libsqlite4java-linux-amd64, libsqlite4java-linux-amd64.so",
            "Linux,      x86,     libsqlite4java-linux-i386,  libsqlite4java-linux-i386.so",
            "Mac OS X,   aarch64, libsqlite4java-osx,         libsqlite4java-osx.dylib",
            "Mac OS X,   x86_64,  libsqlite4java-osx,         libsqlite4java-osx.dylib",
            "Windows 11, amd64,   sqlite4java-win32-x64,      sqlite4java-win32-x64.dll",
            "Windows 10, x86,     sqlite4java-win32-x86,      sqlite4java-win32-x86.dll"})
    void each_platform_has_its_artifact_and_the_file_name_sqlite4java_loads(String os, String arch, String artifact,
                                                                           String loaded) {
        Platform platform = Platform.of(os, arch).orElseThrow();

        assertThat(platform.artifactId()).isEqualTo(artifact);
        assertThat(platform.loadedName()).isEqualTo(loaded);
    }

    @Test
    void finds_the_library_in_the_users_maven_repository_and_copies_it_under_the_name_sqlite4java_loads()
            throws IOException {
        // given
        properties.put("user.home", home.toString());
        write(home.resolve(".m2/repository/com/almworks/sqlite4java/libsqlite4java-linux-amd64/1.0.392/"
                + "libsqlite4java-linux-amd64-1.0.392.so"));

        // when
        Path folder = Sqlite4javaNatives.locate(machine(), "Linux", "amd64");

        // then
        assertThat(folder.resolve("libsqlite4java-linux-amd64.so")).hasBinaryContent(LIBRARY);
        assertThat(folder).isNotEqualTo(home);
    }

    @Test
    void honours_maven_repo_local() throws IOException {
        // given
        Path repository = home.resolve("elsewhere");
        properties.put("user.home", home.toString());
        properties.put("maven.repo.local", repository.toString());
        write(repository.resolve("com/almworks/sqlite4java/libsqlite4java-osx/1.0.392/libsqlite4java-osx-1.0.392.dylib"));

        // when
        Path folder = Sqlite4javaNatives.locate(machine(), "Mac OS X", "aarch64");

        // then
        assertThat(folder.resolve("libsqlite4java-osx.dylib")).hasBinaryContent(LIBRARY);
    }

    @Test
    void uses_the_configured_folder_when_it_holds_the_library_and_looks_further_when_it_does_not() throws IOException {
        // given
        Path configured = home.resolve("natives");
        write(configured.resolve("sqlite4java-win32-x64.dll"));
        Path empty = Files.createDirectories(home.resolve("empty"));
        Path onClassPath = home.resolve("lib/sqlite4java-win32-x64-1.0.392.dll");
        write(onClassPath);
        properties.put("java.class.path", home.resolve("app.jar") + java.io.File.pathSeparator + onClassPath);

        // when
        properties.put(Sqlite4javaNatives.PROPERTY, configured.toString());
        Path fromProperty = Sqlite4javaNatives.locate(machine(), "Windows 11", "amd64");
        properties.put(Sqlite4javaNatives.PROPERTY, empty.toString());
        Path fromClassPath = Sqlite4javaNatives.locate(machine(), "Windows 11", "amd64");

        // then
        assertThat(fromProperty).isEqualTo(configured);
        assertThat(fromClassPath.resolve("sqlite4java-win32-x64.dll")).hasBinaryContent(LIBRARY);
    }

    @Test
    void finds_the_library_in_gradles_cache() throws IOException {
        // given
        properties.put("user.home", home.toString());
        write(home.resolve(".gradle/caches/modules-2/files-2.1/com.almworks.sqlite4java/libsqlite4java-linux-amd64/"
                + "1.0.392/4f1c6ba2d1dd3e8e3e3c5c6b1c2e3f4a5b6c7d8e/libsqlite4java-linux-amd64-1.0.392.so"));

        // when
        Path folder = Sqlite4javaNatives.locate(machine(), "Linux", "amd64");

        // then
        assertThat(folder.resolve("libsqlite4java-linux-amd64.so")).hasBinaryContent(LIBRARY);
    }

    @Test
    void finds_the_library_as_a_class_path_resource() throws IOException {
        // given
        Path resources = home.resolve("resources");
        write(resources.resolve("libsqlite4java-linux-amd64.so"));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {resources.toUri().toURL()}, null)) {
            // when
            Path folder = Sqlite4javaNatives.locate(new Machine(properties::get, name -> null, loader), "Linux", "amd64");

            // then
            assertThat(folder.resolve("libsqlite4java-linux-amd64.so")).hasBinaryContent(LIBRARY);
        }
    }

    @Test
    void when_the_library_is_nowhere_the_message_lists_where_it_looked_and_the_dependency_to_add() {
        // given
        properties.put("user.home", home.toString());
        properties.put(Sqlite4javaNatives.PROPERTY, home.resolve("natives").toString());

        // then
        assertThatThrownBy(() -> Sqlite4javaNatives.locate(machine(), "Linux", "amd64"))
                .isInstanceOf(BackendSetupException.class)
                .hasMessageStartingWith("The dynamodb-local backend cannot find DynamoDB Local's native SQLite library "
                        + "libsqlite4java-linux-amd64-1.0.392.so. Looked in:\n"
                        + "  - " + home.resolve("natives/libsqlite4java-linux-amd64.so")
                        + " (the system property sqlite4java.library.path)\n"
                        + "  - " + home.resolve(".m2/repository/com/almworks/sqlite4java/libsqlite4java-linux-amd64/"
                        + "1.0.392/libsqlite4java-linux-amd64-1.0.392.so") + "\n")
                .hasMessageContaining("""
                          <dependency>
                            <groupId>com.almworks.sqlite4java</groupId>
                            <artifactId>libsqlite4java-linux-amd64</artifactId>
                            <version>1.0.392</version>
                            <type>so</type>
                            <scope>test</scope>
                          </dependency>
                        """)
                .hasMessageEndingWith("or copy it to a folder as libsqlite4java-linux-amd64.so and set "
                        + "-Dsqlite4java.library.path=FOLDER (with a repository elsewhere than ~/.m2, -Dmaven.repo.local).");
    }

    @Test
    void a_platform_sqlite4java_has_no_library_for_is_named_with_the_ways_out() {
        assertThatThrownBy(() -> Sqlite4javaNatives.locate(machine(), "Linux", "aarch64"))
                .isInstanceOf(BackendSetupException.class)
                .hasMessage("The dynamodb-local backend found no native SQLite library for Linux on aarch64: "
                        + "sqlite4java 1.0.392 (which DynamoDB Local uses) ships libraries for Linux x86 and x86-64, "
                        + "macOS and Windows only. Build one, put it in a folder and set -Dsqlite4java.library.path="
                        + "FOLDER, or use the testcontainers backend (DynamoDB Local in Docker).");
    }

    private Machine machine() {
        return new Machine(properties::get, name -> null, new URLClassLoader(new URL[0], null));
    }

    private static void write(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, LIBRARY);
    }
}
