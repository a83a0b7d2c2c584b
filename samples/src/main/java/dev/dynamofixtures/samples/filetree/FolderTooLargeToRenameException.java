package dev.dynamofixtures.samples.filetree;

/**
 * A folder holds too many items to be renamed in one transaction: renaming moves every item of the subtree (a
 * Delete of the old path and a Put of the new one each), and DynamoDB's TransactWriteItems takes at most 100
 * actions. Nothing was written.
 */
public class FolderTooLargeToRenameException extends RuntimeException {
    private final int items;

    FolderTooLargeToRenameException(String drive, String folder, int items) {
        super("Cannot rename " + folder + " of drive " + drive + ": it holds " + items + " items (itself included), "
                + "and one transaction moves at most " + FileTree.MAX_ITEMS_PER_RENAME + " (2 actions each, "
                + FileTree.MAX_TRANSACTION_ACTIONS + " actions at most); nothing was renamed");
        this.items = items;
    }

    /** How many items the folder holds, itself included. */
    public int items() {
        return items;
    }
}
