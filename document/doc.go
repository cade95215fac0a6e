// Package document finds the links of an HTML document: every URI-valued
// attribute, with its element, its attribute, the byte offset and length
// of its raw value in the original bytes (so that a caller can rewrite a
// value in place and leave every other byte as it was), the value
// decoded as the HTML of the 1990s read it and, where it differs, as the
// HTML Standard reads it, and what it resolves against: the document's
// base, or an APPLET's or OBJECT's CODEBASE. It also reports the
// document's character encoding, as declared and as sniffed.
//
// The package reads bytes; it never resolves. The base a link resolves
// against is established by a dialect ([dialect.BaseEstablisher]) from
// what the document offers: the HREF of its BASE elements (the links with
// Base EmbedsBase, in document order), the headers it came with, its
// retrieval URI.
//
// # What is read, and how
//
// The tokenizer is golang.org/x/net/html's, which follows the HTML
// Standard's tokenization, as the browsers of the 1990s roughly did too;
// the attribute table ([Attributes]) says which attributes of which
// elements hold URIs, since which HTML version or browser. Where the
// tokenizer and a browser of the time part, the extractor follows the
// browser, and says so:
//
//   - A start tag left open at the end of the file is dropped by the
//     tokenizer ("eof-in-tag"); the extractor reads it, and its links are
//     marked Unclosed.
//   - The content of NOFRAMES, NOSCRIPT, NOEMBED and IFRAME is text to the
//     HTML Standard (a browser with frames and scripts does not render
//     it); a browser without them rendered it as markup, and the
//     extractor reads the links in it.
//   - Character references are decoded by SGML's rules, as HTML 2.0 to
//     4.01 define them ("&copy=" is a "©"), and by the HTML Standard's
//     (which leaves "&copy=" alone in an attribute value); Link.HTML5
//     holds the second where it differs.
//   - An unclosed quote runs to the next quote of the same kind, as in
//     both the HTML Standard and the browsers of the time: the links it
//     swallows are not found.
//   - Every BASE element is reported, in document order, wherever it
//     stands. HTML 2.0 puts BASE in the HEAD and says nothing of a second
//     one; the dialects take the first that has an HREF, which is also
//     the HTML Standard's rule ("the first base element with an href
//     content attribute, in tree order"). Internet Explorer's habit of
//     applying each BASE to the links after it is not modelled.
//
// Not read: URIs written by scripts, and URIs in the content of PARAM
// elements (their meaning belongs to the applet). The Java runtime's
// habit of adding a "/" to a CODEBASE that lacks one is reported
// (Link.CodebaseDirectory) and applied by package doclinks.
//
// Links inside Internet Explorer's conditional comments are read and
// marked (Link.IEConditional); the header fields of the message a
// document came with hold links too (HeaderLinks). LooksLikeHTML says
// whether bytes nobody declared are HTML.
//
// Offsets are into the bytes given, whatever their encoding: the
// extractor does not decode, which is right for every encoding whose
// ASCII bytes mean ASCII (see [Charset]). A document in UTF-16 (a byte
// order mark, or a label: [Extractor.ResetEncoded]) is decoded to UTF-8
// as the Encoding Standard decodes it, and its links' offsets mapped back
// to its bytes.
//
// The extractor takes linear time and, once its buffers have grown,
// allocates nothing per link. Its [Limits] bound one tag's attributes
// and one value's bytes: what lies past them is not read, and counted
// ([Extractor.Limited]) for a warning on the document.
package document
