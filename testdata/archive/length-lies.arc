filedesc://lying.arc 0.0.0.0 19960923142103 text/plain 75
1 0 Alexa Internet
URL IP-address Archive-date Content-type Archive-length

http://www.dryswamp.edu:80/index.html 127.10.100.2 19961104142103 text/html 286
HTTP/1.0 200 Document follows
Date: Mon, 04 Nov 1996 14:21:06 GMT
Server: NCSA/1.4.1
Content-type: text/html
Content-base: http://www.dryswamp.edu/docs/
Last-modified: Sat,10 Aug 1996 22:33:11 GMT

<HTML>
<A HREF="a.html">a</A> <IMG SRC="../img/b.gif">
</HTML>

http://www.dryswamp.edu:80/img/b.gif 127.10.100.2 19961104142104 image/gif 51
HTTP/1.0 200 OK
Content-type: image/gif

GIF89a...

http://www.dryswamp.edu:80/x.html 127.10.100.2 19961104142105 text/html 65
HTTP/1.0 200 OK
Content-type: text/html

<html><a href="/x;p?q">x</a></html>

http://www.dryswamp.edu:80/y.html 127.10.100.2 19961104142106 text/html 77
HTTP/1.0 200 OK
Content-type: text/html

<html><a href="/x;p?q">x</a></html>

