package dev.dynamofixtures.junit.internal.backend;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Finds the native SQLite library DynamoDB Local's sqlite4java needs, so users add DynamoDB Local and nothing else:
 * <ol>
 *   <li>the folder in the system property {@code sqlite4java.library.path}, if it holds the library under the name
 *       sqlite4java loads ({@code libsqlite4java-linux-amd64.so}, {@code libsqlite4java-osx.dylib},
 *       {@code sqlite4java-win32-x64.dll}): used as it is;</li>
 *   <li>else the Maven artifact ({@code com.almworks.sqlite4java:libsqlite4java-linux-amd64:1.0.392}, type so) in
 *       the local Maven repository ({@code maven.repo.local}, else {@code ~/.m2/repository}), in Gradle's cache, as
 *       a file on the class path, or as a class path resource;</li>
 *   <li>found there, it is copied into a new temporary folder under the name sqlite4java loads, and the property
 *       is set to that folder.</li>
 * </ol>
 * Everything it reads from the machine comes through {@link Machine}, so tests can give it another one.
 */
final class Sqlite4javaNatives {
    static final String PROPERTY = "sqlite4java.library.path";
    static final String VERSION = "1.0.392";
    private static final String GROUP_PATH = "com/almworks/sqlite4java";
    private static final String GROUP = "com.almworks.sqlite4java";

    private Sqlite4javaNatives() {
    }

    /** What the discovery reads from the machine: system properties, environment variables, the class path. */
    record Machine(UnaryOperator<String> property, UnaryOperator<String> environment, ClassLoader loader) {
        static Machine current() {
            return new Machine(System::getProperty, System::getenv, Sqlite4javaNatives.class.getClassLoader());
        }
    }

    /** The native library for one platform: its Maven artifact and the file name sqlite4java loads. */
    record Platform(String artifactId, String extension, String loadedName) {
        /** The artifact's file in a Maven repository: {@code libsqlite4java-linux-amd64-1.0.392.so}. */
        String artifactFileName() {
            return artifactId + "-" + VERSION + "." + extension;
        }

        /** The coordinates to add to a pom. */
        String coordinates() {
            return GROUP + ":" + artifactId + ":" + VERSION + " (type " + extension + ")";
        }

        /** The platform of {@code os.name} and {@code os.arch}, if sqlite4java 1.0.392 ships a library for it. */
        static Optional<Platform> of(String osName, String osArch) {
            String os = osName.toLowerCase(Locale.ROOT);
            String arch = osArch.toLowerCase(Locale.ROOT);
            boolean x64 = arch.equals("amd64") || arch.equals("x86_64");
            boolean x86 = arch.equals("x86") || arch.equals("i386") || arch.equals("i686");
            if (os.contains("linux") && (x64 || x86)) {
                String name = "libsqlite4java-linux-" + (x64 ? "amd64" : "i386");
                return Optional.of(new Platform(name, "so", name + ".so"));
            }
            if (os.contains("mac") || os.contains("darwin") || os.contains("os x")) {
                return Optional.of(new Platform("libsqlite4java-osx", "dylib", "libsqlite4java-osx.dylib"));
            }
            if (os.contains("windows") && (x64 || x86)) {
                String name = "sqlite4java-win32-" + (x64 ? "x64" : "x86");
                return Optional.of(new Platform(name, "dll", name + ".dll"));
            }
            return Optional.empty();
        }
    }

    /** Makes the library loadable on this machine (setting {@code sqlite4java.library.path} when it had to). */
    static synchronized void install() {
        Machine machine = Machine.current();
        Path folder = locate(machine, System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
        System.setProperty(PROPERTY, folder.toString());
    }

    /**
     * The folder to give sqlite4java as {@code sqlite4java.library.path}: the configured one if it holds the
     * library, else a new temporary folder holding a copy of the library found.
     *
     * @throws BackendSetupException naming the places searched and how to provide the library, when it is nowhere
     */
    static Path locate(Machine machine, String osName, String osArch) {
        Platform platform = Platform.of(osName, osArch).orElseThrow(() -> new BackendSetupException(
                "The dynamodb-local backend found no native SQLite library for " + osName + " on " + osArch
                        + ": sqlite4java " + VERSION + " (which DynamoDB Local uses) ships libraries for Linux x86 and"
                        + " x86-64, macOS and Windows only. Build one, put it in a folder and set -D" + PROPERTY
                        + "=FOLDER, or use the testcontainers backend (DynamoDB Local in Docker)."));
        String configured = machine.property().apply(PROPERTY);
        if (configured != null && !configured.isBlank()
                && Files.isRegularFile(Path.of(configured).resolve(platform.loadedName()))) {
            return Path.of(configured);
        }
        List<Path> searched = new ArrayList<>();
        for (Path candidate : candidates(machine, platform)) {
            searched.add(candidate);
            if (Files.isRegularFile(candidate)) {
                return copy(platform, candidate);
            }
        }
        Optional<Path> resource = fromResource(machine.loader(), platform);
        if (resource.isPresent()) {
            return resource.get();
        }
        throw new BackendSetupException(notFound(platform, configured, searched));
    }

    private static List<Path> candidates(Machine machine, Platform platform) {
        List<Path> candidates = new ArrayList<>();
        String home = machine.property().apply("user.home");
        String repository = machine.property().apply("maven.repo.local");
        if (repository == null || repository.isBlank()) {
            repository = home == null ? null : Path.of(home, ".m2", "repository").toString();
        }
        if (repository != null) {
            candidates.add(Path.of(repository, GROUP_PATH, platform.artifactId(), VERSION, platform.artifactFileName()));
        }
        String gradleHome = machine.environment().apply("GRADLE_USER_HOME");
        if ((gradleHome == null || gradleHome.isBlank()) && home != null) {
            gradleHome = Path.of(home, ".gradle").toString();
        }
        if (gradleHome != null) {
            candidates.addAll(gradleCache(Path.of(gradleHome), platform));
        }
        String classPath = machine.property().apply("java.class.path");
        if (classPath != null) {
            for (String entry : classPath.split(java.io.File.pathSeparator)) {
                String fileName = entry.isEmpty() ? "" : Path.of(entry).getFileName().toString();
                if (fileName.equals(platform.artifactFileName()) || fileName.equals(platform.loadedName())) {
                    candidates.add(Path.of(entry));
                }
            }
        }
        return candidates;
    }

    /** Gradle keeps each artifact under {@code caches/modules-2/files-2.1/GROUP/ARTIFACT/VERSION/<sha1>/FILE}. */
    private static List<Path> gradleCache(Path gradleHome, Platform platform) {
        Path versionFolder = gradleHome.resolve(Path.of("caches", "modules-2", "files-2.1", GROUP,
                platform.artifactId(), VERSION));
        List<Path> found = new ArrayList<>();
        if (!Files.isDirectory(versionFolder)) {
            found.add(versionFolder.resolve("*").resolve(platform.artifactFileName()));
            return found;
        }
        try (DirectoryStream<Path> hashes = Files.newDirectoryStream(versionFolder)) {
            for (Path hash : hashes) {
                found.add(hash.resolve(platform.artifactFileName()));
            }
        } catch (IOException e) {
            found.add(versionFolder.resolve("*").resolve(platform.artifactFileName()));
        }
        return found;
    }

    private static Optional<Path> fromResource(ClassLoader loader, Platform platform) {
        if (loader == null) {
            return Optional.empty();
        }
        for (String name : List.of(platform.loadedName(), platform.artifactFileName())) {
            URL url = loader.getResource(name);
            if (url != null) {
                try (InputStream in = url.openStream()) {
                    Path folder = newFolder();
                    Path target = folder.resolve(platform.loadedName());
                    Files.copy(in, target);
                    target.toFile().deleteOnExit();
                    return Optional.of(folder);
                } catch (IOException e) {
                    throw copyFailed(platform, url.toString(), e);
                }
            }
        }
        return Optional.empty();
    }

    private static Path copy(Platform platform, Path library) {
        try {
            Path folder = newFolder();
            Path target = folder.resolve(platform.loadedName());
            Files.copy(library, target, StandardCopyOption.REPLACE_EXISTING);
            target.toFile().deleteOnExit();
            return folder;
        } catch (IOException e) {
            throw copyFailed(platform, library.toString(), e);
        }
    }

    private static Path newFolder() throws IOException {
        Path folder = Files.createTempDirectory("dynamo-fixtures-sqlite4java-");
        folder.toFile().deleteOnExit();
        return folder;
    }

    private static BackendSetupException copyFailed(Platform platform, String from, IOException e) {
        return new BackendSetupException("The dynamodb-local backend could not copy DynamoDB Local's native SQLite "
                + "library from " + from + " to a temporary folder as " + platform.loadedName() + ": " + e
                + ". Copy it yourself to a folder under that name and set -D" + PROPERTY + "=FOLDER.", e);
    }

    private static String notFound(Platform platform, String configured, List<Path> searched) {
        StringBuilder message = new StringBuilder()
                .append("The dynamodb-local backend cannot find DynamoDB Local's native SQLite library ")
                .append(platform.artifactFileName()).append(". Looked in:\n");
        if (configured != null && !configured.isBlank()) {
            message.append("  - ").append(Path.of(configured).resolve(platform.loadedName()))
                    .append(" (the system property ").append(PROPERTY).append(")\n");
        }
        for (Path path : searched) {
            message.append("  - ").append(path).append('\n');
        }
        message.append("  - the class path, as the resource ").append(platform.loadedName()).append('\n')
                .append("It comes with DynamoDB Local: add the dependency and let Maven download it once, as in\n")
                .append("  <dependency>\n")
                .append("    <groupId>").append(GROUP).append("</groupId>\n")
                .append("    <artifactId>").append(platform.artifactId()).append("</artifactId>\n")
                .append("    <version>").append(VERSION).append("</version>\n")
                .append("    <type>").append(platform.extension()).append("</type>\n")
                .append("    <scope>test</scope>\n")
                .append("  </dependency>\n")
                .append("or copy it to a folder as ").append(platform.loadedName()).append(" and set -D")
                .append(PROPERTY).append("=FOLDER (with a repository elsewhere than ~/.m2, -Dmaven.repo.local).");
        return message.toString();
    }
}
