package dev.dynamofixtures.samples.filetree;

/** A folder that an operation needs does not exist. Nothing was written. */
public class NoSuchFolderException extends RuntimeException {
    NoSuchFolderException(String drive, String folder, Throwable cause) {
        super("The drive " + drive + " has no folder " + folder, cause);
    }
}
