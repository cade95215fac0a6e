package warcgen

import "fmt"

// An ARCRecord is one record of an ARC file (version 1): a header line
// "URL IP-address Archive-date Content-type Archive-length", the content,
// and a newline.
type ARCRecord struct {
	URL, IP, Date, ContentType string
	Content                    []byte
	// Length, when not -1, is written instead of the content's length:
	// a length that lies.
	Length int
}

// ARCFile writes an ARC file of version 1: the version block (named
// name), then the records.
func ARCFile(name string, records ...ARCRecord) []byte {
	desc := "1 0 uridialect test generator\nURL IP-address Archive-date Content-type Archive-length\n"
	out := fmt.Appendf(nil, "filedesc://%s 0.0.0.0 19960923142103 text/plain %d\n%s\n", name, len(desc), desc)
	for _, r := range records {
		out = append(out, ARCBytes(r)...)
	}
	return out
}

// ARCBytes writes one record.
func ARCBytes(r ARCRecord) []byte {
	n := len(r.Content)
	if r.Length != -1 && r.Length != 0 {
		n = r.Length
	}
	out := fmt.Appendf(nil, "%s %s %s %s %d\n", r.URL, r.IP, r.Date, r.ContentType, n)
	out = append(out, r.Content...)
	return append(out, '\n')
}

// ARCPage is an ARC record of an HTTP response holding an HTML page.
func ARCPage(url, date, page string) ARCRecord {
	content := fmt.Sprintf("HTTP/1.0 200 OK\nContent-type: text/html\nContent-length: %d\n\n%s", len(page), page)
	return ARCRecord{URL: url, IP: "127.0.0.1", Date: date, ContentType: "text/html", Content: []byte(content)}
}
