package document_test

import (
	"fmt"
	"io"

	"github.com/uridialect/uridialect/document"
)

func ExampleExtractor() {
	doc := []byte(`<BASE HREF="http://a/b/"><A HREF="x?a=1&copy=2">x</A><APPLET CODE="C.class" CODEBASE="classes/">`)
	x := document.NewExtractor(doc)
	for {
		l, err := x.Next()
		if err == io.EOF {
			break
		}
		fmt.Printf("%d %s %s %q %v", l.Offset, l.Element, l.Attr, l.Value, l.Base)
		if l.HTML5 != nil {
			fmt.Printf(" (HTML5: %q)", l.HTML5)
		}
		fmt.Println()
	}
	// Output:
	// 12 base href "http://a/b/" embeds
	// 34 a href "x?a=1©=2" document (HTML5: "x?a=1&copy=2")
	// 67 applet code "C.class" codebase
	// 86 applet codebase "classes/" document
}

func ExampleDetectCharset() {
	shiftJIS := []byte("<p>\x93\xfa\x96\x7b\x8c\xea\x82\xcc\x83\x79\x81\x5b\x83\x57\x82\xc5\x82\xb7\x81\x42\x8d\xa1\x93\xfa\x82\xcd\x93\x56\x8b\x43\x82\xaa\x97\xc7\x82\xa2\x82\xcc\x82\xc5\x81\x41\x8c\xf6\x89\x80\x82\xd6\x8e\x55\x95\xe0\x82\xc9\x8d\x73\x82\xab\x82\xdc\x82\xb5\x82\xbd\x81\x42")
	cs := document.DetectCharset(shiftJIS, "text/html")
	fmt.Println(cs.Name, cs.DecidedBy)
	// Output:
	// shift_jis detector
}
