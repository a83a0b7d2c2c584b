package dev.dynamofixtures.samples.filetree;

/** A file or folder was to be created, or a folder renamed, at a path that is already taken. Nothing was written. */
public class PathTakenException extends RuntimeException {
    PathTakenException(String drive, String path, Throwable cause) {
        super("The path " + path + " of drive " + drive + " is taken", cause);
    }
}
