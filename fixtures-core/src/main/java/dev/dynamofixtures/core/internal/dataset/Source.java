package dev.dynamofixtures.core.internal.dataset;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Where a dataset's text comes from: a file, a classpath resource, or a string. A source names itself in error
 * messages and resolves the paths that an import in it names, relative to itself. Gzipped content (by its magic
 * bytes) is decompressed.
 */
public abstract class Source {
    private final String name;

    private Source(String name) {
        this.name = name;
    }

    public static Source file(Path path) {
        return new FileSource(path);
    }

    public static Source resource(ClassLoader loader, String resource) {
        String normalized = resource.startsWith("/") ? resource.substring(1) : resource;
        return new ResourceSource(loader, normalized);
    }

    public static Source text(String name, String text) {
        return new TextSource(name, text);
    }

    /** The name problems are reported under: the path as given, or the resource name. */
    public final String name() {
        return name;
    }

    /** The source's text, decompressed when gzipped. */
    public final String text() {
        byte[] bytes = bytes();
        if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0x1F && (bytes[1] & 0xFF) == 0x8B) {
            try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
                bytes = in.readAllBytes();
            } catch (IOException e) {
                throw new SourceException(Position.of(name), "cannot decompress: " + e.getMessage());
            }
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** The raw bytes; a missing source is a {@link SourceException}. */
    abstract byte[] bytes();

    /** The source that {@code relative} names, relative to this one (an absolute path stays as it is). */
    public abstract Source resolve(String relative);

    @Override
    public String toString() {
        return name;
    }

    private static final class FileSource extends Source {
        private final Path path;

        FileSource(Path path) {
            super(path.toString());
            this.path = path;
        }

        @Override
        byte[] bytes() {
            try {
                return Files.readAllBytes(path);
            } catch (NoSuchFileException e) {
                throw new SourceException(Position.of(name()), "no such file (looked for "
                        + path.toAbsolutePath().normalize() + ")");
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read " + path, e);
            }
        }

        @Override
        public Source resolve(String relative) {
            Path parent = path.getParent();
            return new FileSource(parent == null ? Path.of(relative) : parent.resolve(relative).normalize());
        }
    }

    private static final class ResourceSource extends Source {
        private final ClassLoader loader;

        ResourceSource(ClassLoader loader, String resource) {
            super(resource);
            this.loader = loader;
        }

        @Override
        byte[] bytes() {
            try (InputStream in = loader.getResourceAsStream(name())) {
                if (in == null) {
                    throw new SourceException(Position.of(name()), "no such classpath resource (names are absolute, "
                            + "e.g. \"datasets/orders.yml\" for src/test/resources/datasets/orders.yml)");
                }
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read resource " + name(), e);
            }
        }

        @Override
        public Source resolve(String relative) {
            if (relative.startsWith("/")) {
                return new ResourceSource(loader, relative.substring(1));
            }
            int slash = name().lastIndexOf('/');
            String base = slash < 0 ? "" : name().substring(0, slash + 1);
            return new ResourceSource(loader, Path.of(base + relative).normalize().toString().replace('\\', '/'));
        }
    }

    private static final class TextSource extends Source {
        private final String text;

        TextSource(String name, String text) {
            super(name);
            this.text = text;
        }

        @Override
        byte[] bytes() {
            return text.getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public Source resolve(String relative) {
            return new FileSource(Path.of(relative));
        }
    }
}
