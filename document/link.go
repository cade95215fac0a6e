package document

// A Link is one URI found in a document.
//
// Its byte slices point into the document or into the extractor's
// buffer: they stay valid until the extractor's next Reset, and a caller
// that keeps them longer copies them.
type Link struct {
	// Offset and Len place the raw value in the document: doc[Offset:
	// Offset+Len] is what a rewrite replaces, quotes excluded. For a list
	// (APPLET ARCHIVE), a META refresh or style sheet text, it is the one
	// URI's bytes inside the attribute value or the element's content.
	// In a UTF-16 document they are the UTF-16 bytes (see
	// Extractor.ResetEncoded).
	Offset, Len int
	// Element and Attr name where the URI stands, in lower case; Attr is
	// "" for a URI in the content of a STYLE element.
	Element, Attr string
	// Raw is doc[Offset:Offset+Len] (in a UTF-16 document, those bytes
	// decoded to UTF-8).
	Raw []byte
	// Value is the URI as the HTML of the 1990s read it: character
	// references decoded by SGML's rules (see appendDecoded), line feeds
	// removed, carriage returns and tabs made spaces, and the white space
	// around it removed (HTML 4.01, Section 6.2). Non-ASCII bytes are kept
	// as they are in the document's encoding; a character reference
	// becomes UTF-8.
	Value []byte
	// HTML5 is the value as the HTML Standard reads it (its attribute
	// value states and the URL parser's removal of tabs and newlines and
	// of leading and trailing C0 controls and spaces), when that differs
	// from Value; nil otherwise, and for URIs inside style sheets and META
	// refresh contents.
	HTML5 []byte
	// Base says what the URI resolves against; Codebase is the element's
	// decoded CODEBASE for a CodebaseBase link, nil when it has none.
	Base     BaseRule
	Codebase []byte
	// CodebaseDirectory reports a Codebase the Java runtime read as a
	// directory: the applet viewer and the Java Plug-in appended "/" to a
	// CODEBASE that lacked one before resolving it against the document
	// (JDK 1.0 and 1.1, sun.applet.AppletViewerPanel: "if
	// (!att.endsWith("/")) { att += "/"; }"; the Plug-in's
	// sun.plugin.AppletViewer.getCodeBase, the same but for "."), so that
	// CODEBASE="1.0.2" CODE="Clock2.class" loaded 1.0.2/Clock2.class. It
	// holds for APPLET and for an OBJECT whose CLASSID is "java:...";
	// another OBJECT's CODEBASE is resolved as written (HTML 4.01,
	// Section 13.3; Internet Explorer read an ActiveX control's CODEBASE
	// as the URL of the code to install, not as a directory).
	CodebaseDirectory bool
	// Attribute is the table entry that found the link.
	Attribute *Attribute
	// Unclosed reports a tag that ran to the end of the document, which
	// the tokenizer drops and the extractor reads as a browser did.
	Unclosed bool
	// IEConditional reports a link inside an Internet Explorer
	// conditional comment ("<!--[if lt IE 9]>...<![endif]-->"), which
	// Internet Explorer 5 to 9 followed and other browsers did not.
	IEConditional bool
}
