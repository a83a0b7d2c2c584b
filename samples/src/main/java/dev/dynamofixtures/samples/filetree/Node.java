package dev.dynamofixtures.samples.filetree;

import java.util.Objects;
import java.util.Optional;

/**
 * A file or folder of a drive, addressed by its full path: {@code root/photos/2026/beach.jpg} for a file,
 * {@code root/photos/} (with a trailing slash) for a folder.
 *
 * @param drive the drive (account) it belongs to, such as {@code a91}
 * @param path  its full path; a folder's ends with {@code /}
 * @param name  its own name, the last segment of the path without the slash
 * @param bytes its size, 0 for a folder
 */
public record Node(String drive, String path, String name, long bytes) {

    /** Validates the path. */
    public Node {
        Objects.requireNonNull(drive, "drive");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(name, "name");
        if (!path.startsWith(FileTree.ROOT)) {
            throw new IllegalArgumentException("a path starts at " + FileTree.ROOT + ", but was " + path);
        }
    }

    /** Whether this node is a folder (its path ends with {@code /}). */
    public boolean isFolder() {
        return path.endsWith("/");
    }

    /** The folder holding this node; empty for the drive's root folder. */
    public Optional<String> parent() {
        return parentOf(path);
    }

    /** The folder holding {@code path} (with its trailing slash); empty for the root folder. */
    static Optional<String> parentOf(String path) {
        String withoutSlash = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        int slash = withoutSlash.lastIndexOf('/');
        return slash < 0 ? Optional.empty() : Optional.of(withoutSlash.substring(0, slash + 1));
    }

    /** The last segment of {@code path}, without a folder's trailing slash. */
    static String nameOf(String path) {
        String withoutSlash = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        return withoutSlash.substring(withoutSlash.lastIndexOf('/') + 1);
    }
}
